import { ORDER_STATUS_LABELS } from '../../../../contracts/order-status';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { StaffPanel, StaffTime } from '../staff-ui';

const ACTOR_NAMES: Record<string, string> = { customer: 'Клиент', system: 'Система' };

/** Every change of status: when, who, and the note made with it. */
export function OrderHistory({ order }: { order: StaffOrderDetail }) {
  return (
    <StaffPanel title="История статусов">
      <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5" data-testid="history">
        {order.history.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-brand-600 bg-white"
            />
            <p className="font-semibold text-ink">
              {/* An event that left the status as it was (money returned automatically). */}
              {event.from && event.from !== event.to ? `${ORDER_STATUS_LABELS[event.from]} → ` : ''}
              {ORDER_STATUS_LABELS[event.to]}
            </p>
            <p className="text-sm text-slate-600">
              <StaffTime iso={event.at} /> · {ACTOR_NAMES[event.actor] ?? event.actor}
            </p>
            {event.note ? (
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{event.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </StaffPanel>
  );
}
