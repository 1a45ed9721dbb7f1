import { Link } from 'react-router';
import { mailKindLabel, type StaffMailPage } from '../../../../contracts/staff/inbox';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { mailPath } from './inbox-links';
import { MailStatusBadge } from './mail-status-badge';

/** Messages of the outbox, newest first; the subject opens the message. */
export function MailTable({ page }: { page: StaffMailPage }) {
  return (
    <StaffTable caption="Письма" headers={['Создано', 'Кому', 'Тема и вид', 'Состояние']}>
      {page.messages.map((m) => (
        <tr key={m.id} className="hover:bg-slate-50">
          <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
            <StaffTime iso={m.createdAt} />
          </td>
          <td className={`${staffCellClass} max-w-56 break-all`}>{m.to}</td>
          <td className={`${staffCellClass} min-w-64`}>
            <Link to={mailPath(m.id)} className="font-semibold text-brand-700 hover:underline">
              {m.subject}
            </Link>
            <span className="block text-xs text-slate-600">{mailKindLabel(m.kind)}</span>
          </td>
          <td className={`${staffCellClass} min-w-40`}>
            <MailStatusBadge status={m.status} short />
            {m.status === 'sent' && m.sentAt ? (
              <span className="block text-xs text-slate-600">
                <StaffTime iso={m.sentAt} />
              </span>
            ) : null}
            {m.attempts > 0 && m.status !== 'sent' ? (
              <span className="block text-xs text-slate-600">Попыток: {m.attempts}</span>
            ) : null}
            {m.lastError && m.status !== 'sent' ? (
              <span
                className="line-clamp-2 block text-xs break-all text-red-700"
                title={m.lastError}
              >
                {m.lastError}
              </span>
            ) : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
