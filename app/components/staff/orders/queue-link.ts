import type { OrderQueueFilter } from '../../../../contracts/staff/orders';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';

export const QUEUE_PATH = `${STAFF_AREA_PATH}/company_reports`;

/** The queue's URL for a filter; empty values are left out so links stay short. */
export function queueLink(filter: Partial<OrderQueueFilter>): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.overdue) params.set('overdue', '1');
  if (filter.q) params.set('q', filter.q);
  if (filter.country) params.set('country', filter.country);
  if (filter.tariff) params.set('tariff', filter.tariff);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `${QUEUE_PATH}?${query}` : QUEUE_PATH;
}

/** The other filters of a tab link: the tab changes only the status part, and starts on page 1. */
export function withoutStatus(filter: OrderQueueFilter): Partial<OrderQueueFilter> {
  return {
    q: filter.q,
    country: filter.country,
    tariff: filter.tariff,
    from: filter.from,
    to: filter.to,
  };
}
