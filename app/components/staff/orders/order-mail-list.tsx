import { Link } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { StaffPanel, StaffTime } from '../staff-ui';

const MAIL_STATUS_LABELS: Record<string, string> = {
  pending: 'В очереди',
  sent: 'Отправлено',
  failed: 'Не доставлено',
  held: 'Не отправлено: SMTP не настроен',
};

/** Every e-mail sent about the order, newest first; each opens in the mail section. */
export function OrderMailList({ order }: { order: StaffOrderDetail }) {
  return (
    <StaffPanel title="Письма по заказу">
      {order.mail.length > 0 ? (
        <ul className="divide-y divide-slate-100" aria-label="Письма по заказу">
          {order.mail.map((message) => (
            <li key={message.id} className="py-2.5">
              <Link
                to={`${STAFF_AREA_PATH}/mail/${message.id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {message.subject}
              </Link>
              <p className="text-xs text-slate-600">
                Кому: <span className="break-all">{message.to}</span>
              </p>
              <p className="text-xs text-slate-600">
                <span
                  className={message.status === 'failed' ? 'font-semibold text-red-700' : undefined}
                >
                  {MAIL_STATUS_LABELS[message.status] ?? message.status}
                </span>{' '}
                · <StaffTime iso={message.sentAt ?? message.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Писем по заказу не было.</p>
      )}
    </StaffPanel>
  );
}
