import { orderStatusHistory } from '../../db/schema';
import type { OrderStatus } from '../../contracts/order-status';
import type { Transaction } from '../mail/with-mail';

type HistoryRow = typeof orderStatusHistory.$inferInsert;

/** An entry of the order's history; only this module writes them (eslint-rules/order-status-writes.js). */
export async function writeOrderHistory(
  tx: Transaction,
  entry: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    actor: string;
    note?: string;
    at?: Date;
  },
): Promise<void> {
  const row: HistoryRow = {
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    actor: entry.actor,
    note: entry.note ?? '',
    ...(entry.at ? { createdAt: entry.at } : {}),
  };
  await tx.insert(orderStatusHistory).values(row);
}

/** The first entry of a new order: placed by the customer. */
export function recordOrderPlaced(tx: Transaction, orderId: number, at: Date): Promise<void> {
  return writeOrderHistory(tx, { orderId, from: null, to: 'new', actor: 'customer', at });
}

/**
 * Something staff must see in the order's history that leaves its status as it is (money that
 * arrived when the order no longer waited for it): an entry from the status to itself.
 */
export function recordOrderEvent(
  tx: Transaction,
  order: { id: number; status: OrderStatus },
  event: { actor: string; note: string; at: Date },
): Promise<void> {
  return writeOrderHistory(tx, {
    orderId: order.id,
    from: order.status,
    to: order.status,
    ...event,
  });
}
