import { Form, useNavigation } from 'react-router';
import { SANCTIONS_LIST_NAMES } from '../../../../contracts/sanctions-lists';
import { StaffButton, StaffNotice, StaffPanel } from '../staff-ui';
import { OutcomeBadge } from './outcome-badge';
import type { SanctionsActionData } from './sanctions-action-data';

/**
 * «Обновить списки» for admins (a plain form: it works without JavaScript), and after a run
 * what happened to each list. Others are told who may run it.
 */
export function SanctionsUpdatePanel({
  canUpdate,
  result,
}: {
  canUpdate: boolean;
  result: SanctionsActionData | undefined;
}) {
  const navigation = useNavigation();
  const isRunning = navigation.state === 'submitting' && navigation.formMethod === 'POST';
  return (
    <StaffPanel title="Обновление" className="mb-6">
      {canUpdate ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="update" />
          <StaffButton disabled={isRunning} aria-describedby="sanctions-update-hint">
            {isRunning ? 'Обновляем списки…' : 'Обновить списки'}
          </StaffButton>
          <p id="sanctions-update-hint" className="text-sm text-slate-600">
            Скачивает все пять списков с официальных адресов и загружает изменившиеся. Займёт от
            нескольких секунд до пары минут; не закрывайте страницу.
          </p>
        </Form>
      ) : (
        <p className="text-sm text-slate-600">
          Списки обновляет администратор: кнопкой на этой странице или командой{' '}
          <code>npm run sanctions:update</code>.
        </p>
      )}
      {result ? (
        <div className="mt-4" data-testid="sanctions-update-result">
          <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
          {result.outcomes ? (
            <ul className="divide-y divide-slate-100" aria-label="Итог по спискам">
              {result.outcomes.map((o) => (
                <li key={o.list} className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-3">
                  <span className="shrink-0 sm:w-28">
                    <OutcomeBadge outcome={o.outcome} />
                  </span>
                  <span className="text-sm text-slate-800">
                    <span className="font-semibold">{SANCTIONS_LIST_NAMES[o.list]}.</span>{' '}
                    {o.message}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </StaffPanel>
  );
}
