import { NewStaffForm } from '../../components/staff/users/new-staff-form';
import type { StaffUserActionData } from '../../components/staff/users/staff-action-data';
import { StaffUserPanel } from '../../components/staff/users/staff-user-panel';
import { StaffUsersTable } from '../../components/staff/users/staff-users-table';
import { StaffNotice, StaffPageHeader } from '../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../lib/require-staff.server';
import { staffMeta } from '../../lib/staff-meta';
import { staffUserAction } from './staff-action.server';
import type { Route } from './+types/staff';

/** `/admin1515/staff` (admins only): colleagues, their roles and access; `?user=` opens one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const selected = Number(new URL(request.url).searchParams.get('user'));
  const users = await context.services.staff.users.list(actor);
  return {
    users,
    meId: actor.id,
    selectedId: users.some((u) => u.id === selected) ? selected : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return staffUserAction(context.services.staff.users, actor, await formFields(request));
}

export const meta = () => staffMeta('Сотрудники');

export default function StaffUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, meId, selectedId } = loaderData;
  const result = actionData as StaffUserActionData | undefined;
  const selected = users.find((u) => u.id === selectedId);
  // A refusal about someone whose settings are not open still needs to be seen.
  const stray =
    result?.message && result.intent !== 'create' && result.id !== selected?.id
      ? result
      : undefined;
  const active = users.filter((u) => u.isActive).length;
  return (
    <>
      <StaffPageHeader title="Сотрудники">
        Кто работает в служебном разделе: {active} с доступом из {users.length}. Менеджеру открыты
        заказы, отзывы, вопросы и почта; администратору — всё.
      </StaffPageHeader>
      {stray ? (
        <StaffNotice kind={stray.ok ? 'success' : 'error'}>{stray.message}</StaffNotice>
      ) : null}
      {selected ? (
        <StaffUserPanel user={selected} isMe={selected.id === meId} result={result} />
      ) : null}
      <StaffUsersTable users={users} meId={meId} selectedId={selectedId} />
      <div className="mt-6">
        <NewStaffForm result={result} />
      </div>
    </>
  );
}
