import { Link } from 'react-router';
import { STAFF_ROLE_LABELS } from '../../../../contracts/staff/roles';
import type { StaffUserRow } from '../../../../contracts/staff/users';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { staffUserLink } from './staff-links';

/** Everyone with access to the staff area, and whether they can still get in. */
export function StaffUsersTable({
  users,
  meId,
  selectedId,
}: {
  users: StaffUserRow[];
  meId: number;
  selectedId: number | null;
}) {
  return (
    <StaffTable
      caption="Сотрудники"
      headers={['Сотрудник', 'Роль', 'Доступ и сеансы', 'Последний вход', 'Действия']}
    >
      {users.map((user) => (
        <tr
          key={user.id}
          className={user.id === selectedId ? 'bg-brand-50' : 'hover:bg-slate-50'}
          aria-current={user.id === selectedId ? 'true' : undefined}
        >
          <td className={`${staffCellClass} min-w-48`}>
            <span className="font-semibold text-ink">{user.name}</span>
            {user.id === meId ? <span className="text-slate-500"> (это вы)</span> : null}
            <span className="block break-all text-slate-600">{user.email}</span>
          </td>
          <td className={staffCellClass}>{STAFF_ROLE_LABELS[user.role]}</td>
          <td className={staffCellClass}>
            {user.isActive ? (
              <span className="font-semibold text-emerald-800">Активен</span>
            ) : (
              <span className="font-semibold text-red-700">Отключён</span>
            )}
            <span className="block text-xs text-slate-600">Сеансов: {user.activeSessions}</span>
          </td>
          <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
            {user.lastLoginAt ? <StaffTime iso={user.lastLoginAt} /> : 'Не входил'}
          </td>
          <td className={staffCellClass}>
            <Link
              to={staffUserLink(user.id)}
              aria-label={`Изменить: ${user.name}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              Изменить
            </Link>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
