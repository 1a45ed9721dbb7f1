import { and, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { Transaction } from '../../mail/with-mail';
import type { PaymentDeps } from '../../payments/payment-deps';
import { PaymentProviderError, type PaymentProvider } from '../../payments/payment-provider';
import { applyProviderPayment } from './apply-payment';

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

/**
 * After commit: asks the provider about each superseded payment and applies its answer, which
 * cancels one held for capture and refunds one that succeeded meanwhile. The order's change is
 * already saved; a provider that does not answer now is asked again by its own notification.
 */
export async function settleSupersededPayments(
  deps: PaymentDeps | (Omit<PaymentDeps, 'provider'> & { provider?: PaymentProvider }),
  providerPaymentIds: readonly string[],
): Promise<void> {
  const { provider } = deps;
  if (!provider) return;
  for (const id of providerPaymentIds) {
    try {
      await applyProviderPayment({ ...deps, provider }, await provider.getPayment(id));
    } catch (error) {
      if (!(error instanceof PaymentProviderError) && !(error instanceof DomainError)) throw error;
    }
  }
}
