import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import type { Transaction } from '../../mail/with-mail';

/**
 * Inside the transaction that makes an order stop waiting for payment (cancelled, paid by
 * invoice), with the order locked: its live attempts are superseded, so a success that still
 * arrives for one is refunded rather than kept (see applyProviderPayment). Answers the provider
 * ids of those the provider already knows, for `settleSupersededPayments` after commit.
 */
export async function supersedeLivePayments(tx: Transaction, orderId: number): Promise<string[]> {
  const superseded = await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['creating', 'pending'])))
    .returning({ providerPaymentId: payments.providerPaymentId });
  return superseded.flatMap((p) => (p.providerPaymentId ? [p.providerPaymentId] : []));
}
