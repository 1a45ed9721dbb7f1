import { Link } from 'react-router';
import { ORDER_STATUSES, type OrderStatus } from '../../../../contracts/order-status';
import type { OrderQueuePage } from '../../../../contracts/staff/orders';
import { queueLink, withoutStatus } from './queue-link';

/** Tabs name groups of orders, so in the plural: the status labels name one order. */
const TAB_LABELS: Record<OrderStatus, string> = {
  new: 'Новые',
  in_progress: 'В работе',
  ready: 'Ждут оплаты',
  paid: 'Оплачены',
  refunded: 'Возвраты',
  cancelled: 'Отменены',
};

interface Tab {
  key: string;
  label: string;
  count: number;
  to: string;
  isCurrent: boolean;
  isWarning?: boolean;
}

/** Counts per status that are also the status filter; the other filters stay as they are. */
export function QueueTabs({ page }: { page: OrderQueuePage }) {
  const { filter, counts } = page;
  const rest = withoutStatus(filter);
  const tabs: Tab[] = [
    {
      key: 'all',
      label: 'Все',
      count: counts.all,
      to: queueLink(rest),
      isCurrent: !filter.status && !filter.overdue,
    },
    {
      key: 'overdue',
      label: 'Просрочены',
      count: counts.overdue,
      to: queueLink({ ...rest, overdue: true }),
      isCurrent: filter.overdue && !filter.status,
      isWarning: counts.overdue > 0,
    },
    ...ORDER_STATUSES.map((status) => ({
      key: status,
      label: TAB_LABELS[status],
      count: counts[status],
      to: queueLink({ ...rest, status }),
      isCurrent: filter.status === status && !filter.overdue,
    })),
  ];
  return (
    <nav aria-label="Статусы заказов" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.to}
              aria-current={tab.isCurrent ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold ${
                tab.isCurrent
                  ? 'bg-brand-600 text-white'
                  : tab.isWarning
                    ? 'border border-red-300 bg-white text-red-800 hover:bg-red-50'
                    : 'border border-slate-300 bg-white text-ink hover:bg-slate-50'
              }`}
            >
              {tab.isWarning ? <span aria-hidden="true">⚠</span> : null}
              {tab.label}
              <span
                className={`rounded-full px-2 text-xs ${
                  tab.isCurrent
                    ? 'bg-brand-900 text-white'
                    : tab.isWarning
                      ? 'bg-red-100 text-red-900'
                      : 'bg-slate-100'
                }`}
              >
                {tab.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
