import type { OrderView } from '../../../contracts/order';
import { ORDER_STATUS_EXPLANATIONS } from '../../../contracts/order-status';
import {
  COMPANY_NOT_FOUND_NEXT_TEXT,
  ORDER_CANCEL_CUSTOMER_TEXT,
  ORDER_NO_CHARGE_TEXT,
  REFUND_GUARANTEE_TEXT,
} from '../../../contracts/staff/orders';

const readyTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/**
 * What the status means for the customer: a ready report (it exists, never the file itself,
 * which opens after payment) or why the order was cancelled and that nothing is owed.
 */
export function OrderStatusNote({ order }: { order: OrderView }) {
  if (order.status === 'ready' && order.report.exists) {
    const at = order.report.readyAt;
    return (
      <div className="mt-2 space-y-1 text-slate-700" data-testid="report-state">
        <p className="font-medium text-ink">
          Отчёт готов{at ? ` ${readyTime.format(new Date(at))} (МСК)` : ''}.
        </p>
        <p>Он станет доступен для скачивания на этой странице после оплаты.</p>
      </div>
    );
  }
  if (order.status === 'cancelled' && order.cancellation) {
    const { code, reason } = order.cancellation;
    const why = code && code !== 'other' ? ORDER_CANCEL_CUSTOMER_TEXT[code] : 'Заказ отменён.';
    return (
      <div className="mt-2 space-y-2 text-slate-700" data-testid="cancel-reason">
        <p>{why}</p>
        {reason ? (
          <p>
            {code === 'other' || !code ? 'Причина' : 'Комментарий специалиста'}: {reason}
          </p>
        ) : null}
        <p>{ORDER_NO_CHARGE_TEXT}</p>
        {code === 'company_not_found' ? (
          <>
            <p>{COMPANY_NOT_FOUND_NEXT_TEXT}</p>
            <p>{REFUND_GUARANTEE_TEXT}</p>
          </>
        ) : null}
      </div>
    );
  }
  return <p className="mt-2 text-slate-700">{ORDER_STATUS_EXPLANATIONS[order.status]}</p>;
}
