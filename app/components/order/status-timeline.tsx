import {
  ORDER_MILESTONES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
} from '../../../contracts/order-status';
import type { OrderStatusEvent } from '../../../contracts/order';

const timeFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** The happy path with what has happened so far; a cancelled or refunded order shows that too. */
export function StatusTimeline({
  status,
  history,
}: {
  status: OrderStatus;
  history: OrderStatusEvent[];
}) {
  const reachedAt = new Map(history.map((event) => [event.to, event.at]));
  const steps: OrderStatus[] =
    status === 'cancelled' || status === 'refunded'
      ? [...ORDER_MILESTONES.filter((s) => reachedAt.has(s)), status]
      : [...ORDER_MILESTONES];
  return (
    <ol className="relative space-y-6 border-l-2 border-slate-200 pl-6">
      {steps.map((step) => {
        const at = reachedAt.get(step);
        const isCurrent = step === status;
        return (
          <li key={step} className="relative" aria-current={isCurrent ? 'step' : undefined}>
            <span
              className={`absolute top-1 -left-[33px] h-4 w-4 rounded-full border-2 ${
                at
                  ? isCurrent
                    ? 'border-brand-600 bg-brand-600 ring-4 ring-brand-100'
                    : 'border-brand-600 bg-white'
                  : 'border-slate-300 bg-white'
              }`}
              aria-hidden="true"
            />
            <p className={`font-bold ${at ? 'text-ink' : 'text-slate-500'}`}>
              {ORDER_STATUS_LABELS[step]}
            </p>
            {at ? (
              <p className="text-sm text-slate-500">{timeFormat.format(new Date(at))} (МСК)</p>
            ) : (
              <p className="text-sm text-slate-500">Ожидается</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
