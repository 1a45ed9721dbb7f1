import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../contracts/order-status';
import { overdueText } from './order-format';

const STATUS_STYLES: Record<OrderStatus, string> = {
  new: 'bg-sky-100 text-sky-900',
  in_progress: 'bg-amber-100 text-amber-900',
  ready: 'bg-emerald-100 text-emerald-900',
  paid: 'bg-slate-200 text-slate-800',
  refunded: 'bg-violet-100 text-violet-900',
  cancelled: 'bg-slate-100 text-slate-600',
};

/** The status as a label; its colour only repeats what the words say. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** «⚠ Просрочен на 2 дня»: a word and a sign, not a colour alone. */
export function OverdueBadge({ dueDate, today }: { dueDate: string; today: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-red-800"
      data-testid="overdue"
    >
      <span aria-hidden="true">⚠</span>
      {overdueText(dueDate, today)}
    </span>
  );
}
