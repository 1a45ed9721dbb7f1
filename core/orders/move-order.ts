import { and, eq, sql } from 'drizzle-orm';
import { canTransition, ORDER_STATUS_LABELS, type OrderStatus } from '../../contracts/order-status';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Transaction } from '../mail/with-mail';
import { lockOrderById, ORDER_NOT_FOUND, type LockedOrder } from './lock-order';
import { writeOrderHistory } from './order-history';
import { supersedeLivePayments } from './provider/supersede-live-payments';

export interface OrderMove {
  /** Who made the change, as the history shows it (see actorLabel). */
  actor: string;
  note?: string;
  /** When it happened, by the caller's clock; the database's when left out. */
  at?: Date;
  /** How the money came: required by the move to `paid`, which records it with the time. */
  paymentMethod?: 'online' | 'invoice';
}

export interface MovedOrder {
  from: OrderStatus;
  to: OrderStatus;
  /** Provider ids of the payments a cancellation superseded, to settle after commit. */
  supersededPayments: string[];
}

/** The answer to a change the transition table does not allow. */
export function refusedMoveMessage(from: OrderStatus, to: OrderStatus): string {
  return `Нельзя перевести заказ из статуса «${ORDER_STATUS_LABELS[from]}» в «${ORDER_STATUS_LABELS[to]}»`;
}

/**
 * The one place an order's status changes: allowed only along ORDER_TRANSITIONS, saved with its
 * history entry in the caller's transaction, on an order the caller locked (lockOrderById /
 * lockOrderByNumber) and read in it. The move to `paid` records the method and the time of the
 * payment; a cancellation, whoever makes it, supersedes the order's live payments in the same
 * transaction, so a success arriving later is refunded, never kept.
 */
export async function moveOrder(
  tx: Transaction,
  order: LockedOrder,
  to: OrderStatus,
  move: OrderMove,
): Promise<MovedOrder> {
  const from = order.status;
  if (!canTransition(from, to)) throw new DomainError(409, refusedMoveMessage(from, to));
  if (to === 'paid' && !move.paymentMethod) throw new Error('a move to paid names its method');
  const paid =
    to === 'paid' ? { paymentMethod: move.paymentMethod, paidAt: move.at ?? new Date() } : {};
  const updated = await tx
    .update(orders)
    .set({ status: to, updatedAt: move.at ?? sql`now()`, ...paid })
    // The row is locked, so its status is still `from`; the condition keeps a stale copy from
    // writing over a move made earlier in the same transaction.
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw new Error(`order ${order.number} is no longer ${from}`);
  await writeOrderHistory(tx, {
    orderId: order.id,
    from,
    to,
    actor: move.actor,
    note: move.note,
    at: move.at,
  });
  const supersededPayments = to === 'cancelled' ? await supersedeLivePayments(tx, order.id) : [];
  return { from, to, supersededPayments };
}

/** A move in a transaction of its own, for scripts and tests that have only the order's id. */
export function moveOrderById(
  db: Database,
  orderId: number,
  to: OrderStatus,
  move: OrderMove,
): Promise<MovedOrder> {
  return db.transaction(async (tx) =>
    moveOrder(tx, await lockOrderById(tx, orderId, ORDER_NOT_FOUND), to, move),
  );
}
