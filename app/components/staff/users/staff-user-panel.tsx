import { Form, Link, useNavigation } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { STAFF_ROLE_LABELS } from '../../../../contracts/staff/roles';
import type { StaffUserRow } from '../../../../contracts/staff/users';
import { TextField } from '../../form-field';
import { StaffButton, StaffNotice, StaffPanel, StaffTime } from '../staff-ui';
import { PasswordField } from './password-field';
import { RoleSelect } from './role-select';
import type { StaffUserActionData } from './staff-action-data';
import { STAFF_USERS_PATH } from './staff-links';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-slate-200 pt-4">
      <h3 className="mb-3 font-bold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** One colleague's name, role, access and password; every change is in the audit log. */
export function StaffUserPanel({
  user,
  isMe,
  result,
}: {
  user: StaffUserRow;
  isMe: boolean;
  result: StaffUserActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const mine = result && result.intent !== 'create' && result.id === user.id ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  return (
    <StaffPanel className="mb-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-ink">
            {user.name}
            {isMe ? <span className="font-normal text-slate-500"> (это вы)</span> : null}
          </h2>
          <p className="text-sm break-all text-slate-600">
            {user.email} · {STAFF_ROLE_LABELS[user.role]} · с <StaffTime iso={user.createdAt} />
          </p>
        </div>
        <Link to={STAFF_USERS_PATH} className="text-sm text-brand-600 hover:underline">
          Закрыть
        </Link>
      </div>
      {mine?.message ? (
        <StaffNotice kind={mine.ok ? 'success' : 'error'}>{mine.message}</StaffNotice>
      ) : null}
      {isMe ? (
        <p className="mb-4 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          Это ваша учётная запись: свою роль и доступ вам изменит другой администратор, а пароль
          меняется в разделе{' '}
          <Link to={`${STAFF_AREA_PATH}/account`} className="text-brand-700 hover:underline">
            «Мой профиль»
          </Link>
          .
        </p>
      ) : null}
      <div className="space-y-5">
        <Section title="Имя и роль">
          <Form
            method="post"
            noValidate
            className="grid gap-4 md:grid-cols-2"
            key={`${user.name}-${user.role}`}
          >
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={user.id} />
            <TextField
              label="Имя"
              name="name"
              defaultValue={failed?.intent === 'update' ? failed.values?.name : user.name}
              error={failed?.intent === 'update' ? failed.errors?.name : undefined}
            />
            <RoleSelect
              defaultValue={failed?.intent === 'update' ? failed.values?.role : user.role}
              error={failed?.intent === 'update' ? failed.errors?.role : undefined}
            />
            <div className="md:col-span-2">
              <StaffButton variant="secondary" disabled={isBusy}>
                Сохранить имя и роль
              </StaffButton>
            </div>
          </Form>
        </Section>
        <Section title="Доступ">
          <p className="mb-3 text-sm text-slate-700">
            {user.isActive
              ? `Активен, открытых сеансов: ${user.activeSessions}. При отключении все сеансы завершатся сразу: следующая страница откроет форму входа, а войти снова не получится.`
              : 'Доступ отключён: войти нельзя. После возвращения доступа сотрудник входит с прежним паролем.'}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value={user.isActive ? 'deactivate' : 'activate'} />
            <input type="hidden" name="id" value={user.id} />
            <StaffButton variant={user.isActive ? 'danger' : 'primary'} disabled={isBusy}>
              {user.isActive ? 'Отключить доступ' : 'Вернуть доступ'}
            </StaffButton>
          </Form>
        </Section>
        {isMe ? null : (
          <Section title="Сбросить пароль">
            <Form
              method="post"
              noValidate
              className="space-y-3"
              key={mine?.ok ? `done-${mine.doneAt}` : 'form'}
            >
              <input type="hidden" name="intent" value="password" />
              <input type="hidden" name="id" value={user.id} />
              <PasswordField
                label="Новый пароль"
                error={failed?.intent === 'password' ? failed.errors?.password : undefined}
              />
              <p className="text-sm text-slate-600">
                Все сеансы сотрудника завершатся; войти он сможет только с новым паролем.
              </p>
              <StaffButton variant="secondary" disabled={isBusy}>
                Задать пароль
              </StaffButton>
            </Form>
          </Section>
        )}
      </div>
    </StaffPanel>
  );
}
