import { MAIL_STATE_LABELS, type MailStatus } from '../../../../contracts/staff/inbox';

const STYLES: Record<MailStatus, string> = {
  held: 'bg-amber-100 text-amber-900',
  pending: 'bg-sky-100 text-sky-900',
  failed: 'bg-red-100 text-red-800',
  sent: 'bg-emerald-100 text-emerald-900',
};

/** A message's state in words; the colour only repeats them. */
export function MailStatusBadge({ status, short }: { status: MailStatus; short?: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
    >
      {short && status === 'held' ? 'Не отправлено' : MAIL_STATE_LABELS[status]}
    </span>
  );
}
