import { MESSAGES } from '../../contracts/messages';
import { eq, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Transaction } from '../mail/with-mail';
import { isOrderNumber } from './order-number';

export type LockedOrder = typeof orders.$inferSelect;

/** What a caller that cannot go on without the order answers when it is not there. */
export const ORDER_NOT_FOUND = MESSAGES.orderNotFound;

/**
 * The one way an order is locked: the whole row, `for update` until the transaction ends, so
 * whoever changes an order (staff, the customer, the payment provider) acts after the others and
 * sees what they did. Orders are always locked before their payments, so no two paths deadlock.
 */
async function lockOrderWhere(
  tx: Transaction,
  condition: SQL,
  notFound: string | undefined,
): Promise<LockedOrder | null> {
  const [row] = await tx.select().from(orders).where(condition).for('update');
  if (!row && notFound !== undefined) throw new DomainError(404, notFound);
  return row ?? null;
}

/** Null when there is no such order, or a 404 with `notFound` when the caller names one. */
export function lockOrderById(tx: Transaction, id: number): Promise<LockedOrder | null>;
export function lockOrderById(tx: Transaction, id: number, notFound: string): Promise<LockedOrder>;
export function lockOrderById(tx: Transaction, id: number, notFound?: string) {
  return lockOrderWhere(tx, eq(orders.id, id), notFound);
}

/** The same by the order's number; a malformed number is no order. */
export function lockOrderByNumber(tx: Transaction, number: string): Promise<LockedOrder | null>;
export function lockOrderByNumber(
  tx: Transaction,
  number: string,
  notFound: string,
): Promise<LockedOrder>;
export async function lockOrderByNumber(tx: Transaction, number: string, notFound?: string) {
  if (isOrderNumber(number)) return lockOrderWhere(tx, eq(orders.number, number), notFound);
  if (notFound !== undefined) throw new DomainError(404, notFound);
  return null;
}
