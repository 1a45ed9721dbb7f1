import { Form, useNavigation } from 'react-router';
import type { StaffCountryDetail } from '../../../../contracts/staff/content';
import { StaffButton, StaffNotice, StaffPanel } from '../staff-ui';
import type { CountryActionData } from './country-action-data';

/** The groups a country is listed under on /countries and in the API; one at least. */
export function CountryGroupsForm({
  groups,
  result,
}: {
  groups: StaffCountryDetail['groups'];
  result: CountryActionData | undefined;
}) {
  const navigation = useNavigation();
  const refused = result && !result.ok ? result : undefined;
  // After a refusal the boxes show what was sent (none, say), not what is stored.
  const sent = refused ? new Set((refused.values?.groupIds ?? '').split(',')) : null;
  return (
    <StaffPanel title="Группы">
      {result?.ok && result.message ? (
        <StaffNotice kind="success">{result.message}</StaffNotice>
      ) : null}
      <Form
        method="post"
        key={`${groups.map((g) => Number(g.isMember)).join('')}-${Boolean(refused)}`}
      >
        <fieldset aria-describedby={refused ? 'groups-error' : undefined}>
          <legend className="mb-3 text-sm text-slate-600">
            Где страна показывается в списке стран на сайте. Нужна хотя бы одна группа.
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {groups.map((g) => (
              <label
                key={g.id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  name="groupIds"
                  value={g.id}
                  defaultChecked={sent ? sent.has(String(g.id)) : g.isMember}
                  className="h-4 w-4 accent-brand-600"
                />
                {g.name}
              </label>
            ))}
          </div>
          {refused ? (
            <p id="groups-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {refused.message}
            </p>
          ) : null}
        </fieldset>
        <StaffButton
          name="intent"
          value="groups"
          className="mt-4"
          disabled={navigation.state === 'submitting'}
        >
          Сохранить группы
        </StaffButton>
      </Form>
    </StaffPanel>
  );
}
