import { data, Form, useNavigation } from 'react-router';
import { ChangeOwnPassword, STAFF_AUTH_MESSAGES } from '../../../contracts/staff/auth';
import { STAFF_ROLE_LABELS } from '../../../contracts/staff/roles';
import { TextField } from '../../components/form-field';
import {
  StaffButton,
  StaffNotice,
  StaffPageHeader,
  StaffPanel,
} from '../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../lib/require-staff.server';
import { staffMeta } from '../../lib/staff-meta';
import { validateForm } from '../../lib/zod-form';
import type { Route } from './+types/account';

export async function loader({ context, request }: Route.LoaderArgs) {
  return { me: requireStaff(context, request) };
}

/** A staff member changes their own password; the other sessions end, this one stays. */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const checked = validateForm(ChangeOwnPassword, await formFields(request));
  if (!checked.data) return data({ errors: checked.errors, done: false }, { status: 400 });
  const result = await context.services.staff.auth.changeOwnPassword(
    actor,
    checked.data,
    context.staffSessionToken ?? '',
  );
  if (!result.ok) {
    return data({ errors: { [result.field]: result.message }, done: false }, { status: 400 });
  }
  return { errors: null, done: true };
}

export const meta = () => staffMeta('Мой профиль');

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { me } = loaderData;
  const navigation = useNavigation();
  const errors = actionData?.errors as Partial<Record<string, string>> | null | undefined;
  return (
    <>
      <StaffPageHeader title="Мой профиль">
        {me.name}, {me.email} · {STAFF_ROLE_LABELS[me.role]}
      </StaffPageHeader>
      <div className="grid gap-6 xl:grid-cols-2">
        <StaffPanel title="Сменить пароль">
          {actionData?.done ? (
            <StaffNotice kind="success">{STAFF_AUTH_MESSAGES.passwordChanged}</StaffNotice>
          ) : null}
          <Form method="post" className="space-y-4" noValidate>
            <TextField
              label="Текущий пароль"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              error={errors?.currentPassword}
            />
            <TextField
              label="Новый пароль"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint="Не короче 10 символов"
              error={errors?.newPassword}
            />
            <TextField
              label="Новый пароль ещё раз"
              name="repeatPassword"
              type="password"
              autoComplete="new-password"
              error={errors?.repeatPassword}
            />
            <StaffButton disabled={navigation.state === 'submitting'}>Сменить пароль</StaffButton>
          </Form>
        </StaffPanel>
        <StaffPanel title="Сеансы">
          <p className="mb-4 text-sm text-slate-600">
            Если вы входили с чужого компьютера или потеряли телефон, завершите все сеансы: войти
            снова можно будет только с паролем.
          </p>
          <Form method="post" action="/admin1515/logout">
            <input type="hidden" name="intent" value="everywhere" />
            <StaffButton variant="danger">Выйти на всех устройствах</StaffButton>
          </Form>
        </StaffPanel>
      </div>
    </>
  );
}
