import { Link } from 'react-router';
import { mailKindLabel, type StaffMailSummary } from '../../../../contracts/staff/inbox';
import { StaffPanel, StaffTime } from '../staff-ui';
import { mailPath } from './inbox-links';
import { MailStatusBadge } from './mail-status-badge';

/** Every e-mail about one question, newest first; each opens in the mail section. */
export function MailListPanel({ title, mail }: { title: string; mail: StaffMailSummary[] }) {
  return (
    <StaffPanel title={title}>
      {mail.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label={title}>
          {mail.map((message) => (
            <li key={message.id} className="py-2.5">
              <Link
                to={mailPath(message.id)}
                className="font-medium text-brand-700 hover:underline"
              >
                {mailKindLabel(message.kind)}
              </Link>
              <p className="text-xs text-slate-600">
                Кому: <span className="break-all">{message.to}</span>
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <MailStatusBadge status={message.status} short />
                <StaffTime iso={message.sentAt ?? message.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Писем не было.</p>
      )}
    </StaffPanel>
  );
}
