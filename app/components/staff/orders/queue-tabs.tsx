import { ORDER_STATUSES, type OrderStatus } from '../../../../contracts/order-status';
import type { OrderQueuePage } from '../../../../contracts/staff/orders';
import { StatusTabs, type StatusTab } from '../status-tabs';
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

/** Counts per status that are also the status filter; the other filters stay as they are. */
export function QueueTabs({ page }: { page: OrderQueuePage }) {
  const { filter, counts } = page;
  const rest = withoutStatus(filter);
  const hasOverdue = counts.overdue > 0;
  const tabs: StatusTab[] = [
    {
      key: 'all',
      label: 'Все',
      count: counts.all,
      to: queueLink(rest),
      isCurrent: !filter.status && !filter.overdue,
    },
    {
      key: 'overdue',
      label: hasOverdue ? (
        <>
          <span aria-hidden="true">⚠</span>
          Просрочены
        </>
      ) : (
        'Просрочены'
      ),
      count: counts.overdue,
      to: queueLink({ ...rest, overdue: true }),
      isCurrent: filter.overdue && !filter.status,
      isWarning: hasOverdue,
    },
    ...ORDER_STATUSES.map((status) => ({
      key: status,
      label: TAB_LABELS[status],
      count: counts[status],
      to: queueLink({ ...rest, status }),
      isCurrent: filter.status === status && !filter.overdue,
    })),
  ];
  return <StatusTabs label="Статусы заказов" tabs={tabs} />;
}
