import { eq } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../contracts/order-status';
import { isCustomerActor, type OrderActor } from '../../contracts/order-actor';
import { STAFF_ORDER_MESSAGES } from '../../contracts/staff/orders';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Transaction } from '../mail/with-mail';

const ORDER_NUMBER = /^\d{4}-\d{6}$/;

export type LockedOrder = typeof orders.$inferSelect;

/**
 * The order a change is about, locked until the transaction ends: two staff members acting on
 * one order at once act one after another, and the second sees what the first did.
 */
export async function lockOrder(tx: Transaction, number: string): Promise<LockedOrder> {
  const [row] = ORDER_NUMBER.test(number)
    ? await tx.select().from(orders).where(eq(orders.number, number)).for('update')
    : [];
  if (!row) throw new DomainError(404, STAFF_ORDER_MESSAGES.notFound);
  return row;
}

/** Refuses when the order is no longer in the status the staff member's page showed. */
export function assertExpectedStatus(order: LockedOrder, expected: OrderStatus | undefined) {
  if (expected && order.status !== expected) {
    throw new DomainError(409, STAFF_ORDER_MESSAGES.staleStatus(ORDER_STATUS_LABELS[order.status]));
  }
}

/** How a staff member or the customer appears in an order's history: the name and the address. */
export function actorLabel(actor: OrderActor): string {
  return isCustomerActor(actor) ? `Клиент <${actor.email}>` : `${actor.name} <${actor.email}>`;
}

/** «Заказ 2026-000012» for audit summaries. */
export function orderLabel(order: { number: string }): string {
  return `Заказ ${order.number}`;
}
