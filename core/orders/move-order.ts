import { eq, sql } from 'drizzle-orm';
import { canTransition, ORDER_STATUS_LABELS, type OrderStatus } from '../../contracts/order-status';
import type { Database } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Transaction } from '../mail/with-mail';
import { supersedeLivePayments } from './provider/supersede-live-payments';

/**
 * Moves an order to another status if the transition is allowed, recording who did it. The row
 * is locked for the transaction, so two staff members cannot both move it from the same state.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: number,
  to: OrderStatus,
  actor: string,
  note = '',
): Promise<{ from: OrderStatus; to: OrderStatus; supersededPayments: string[] }> {
  return db.transaction((tx) => changeOrderStatusIn(tx, orderId, to, actor, note));
}

/**
 * The same inside the caller's transaction, so the move is saved together with what goes with
 * it (the audit entry, the e-mail, the assignee) or not at all. Cancelling, whoever does it,
 * supersedes the order's live payments in the same transaction (a success arriving later is
 * refunded, never kept); their provider ids are answered for the caller to settle after commit.
 */
export async function changeOrderStatusIn(
  tx: Transaction,
  orderId: number,
  to: OrderStatus,
  actor: string,
  note = '',
  at?: Date,
): Promise<{ from: OrderStatus; to: OrderStatus; supersededPayments: string[] }> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new DomainError(404, 'Заказ не найден');
  const from = order.status;
  if (!canTransition(from, to)) {
    throw new DomainError(
      409,
      `Нельзя перевести заказ из статуса «${ORDER_STATUS_LABELS[from]}» в «${ORDER_STATUS_LABELS[to]}»`,
    );
  }
  await tx
    .update(orders)
    .set({ status: to, updatedAt: at ?? sql`now()` })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actor,
    note,
    ...(at ? { createdAt: at } : {}),
  });
  const supersededPayments = to === 'cancelled' ? await supersedeLivePayments(tx, orderId) : [];
  return { from, to, supersededPayments };
}
