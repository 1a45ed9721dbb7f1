import { and, eq, sql } from 'drizzle-orm';
import { payments, refunds } from '../../../db/schema';
import type { PaymentRow } from '../../../db/schema/payments';
import type { PaymentDeps } from '../../payments/payment-deps';
import type { ProviderPayment } from '../../payments/payment-provider';
import { requestProviderRefund } from './request-provider-refund';
import { autoRefundKey } from './unexpected-payment';

/**
 * After commit, what only the provider can do for money the order no longer waits for. An
 * `unexpected` payment's automatic refund is requested, and requested again on every later
 * notification while no request got through (its key, derived from the payment, makes repeats
 * harmless); a provider that fails answers 503, so the provider repeats its notification. A
 * superseded payment the provider holds for capture is cancelled there (YooKassa can cancel
 * only `waiting_for_capture`; a pending one stays superseded and its success is refunded).
 */
export async function settleUnexpectedPayment(
  deps: PaymentDeps,
  payment: PaymentRow,
  remote: ProviderPayment,
): Promise<void> {
  if (payment.status === 'unexpected') {
    const [refund] = await deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.idempotenceKey, autoRefundKey(remote.id)));
    if (refund?.status === 'creating') await requestProviderRefund(deps, refund);
    return;
  }
  if (payment.status === 'superseded' && remote.status === 'waiting_for_capture') {
    const canceled = await deps.provider.cancelPayment(remote.id, `cancel-${remote.id}`);
    if (canceled.status !== 'canceled') return;
    await deps.db
      .update(payments)
      .set({
        status: 'canceled',
        cancellationParty: canceled.cancellation?.party ?? 'merchant',
        cancellationReason: canceled.cancellation?.reason ?? 'canceled_by_merchant',
        updatedAt: sql`now()`,
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'superseded')));
  }
}
