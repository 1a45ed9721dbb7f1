import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { canTransition } from '../../../contracts/order-status';
import { refunds } from '../../../db/schema';
import { mailLinkKey } from '../../mail/private-links';
import { refundMadeEmail } from '../../mail/templates/payment-emails';
import { transactionWithMail } from '../../mail/with-mail';
import type { PaymentDeps } from '../../payments/payment-deps';
import type { ProviderRefund } from '../../payments/payment-provider';
import { lockOrderById } from '../lock-order';
import { moveOrder } from '../move-order';
import { orderMailFacts } from '../order-mail-facts';
import { isAutoRefundKey } from './unexpected-payment';

/**
 * A refund the provider (or, for an invoice, the staff member who sent the transfer) confirmed:
 * the order becomes `refunded` and the customer is told, once.
 */
export async function completeRefund(deps: PaymentDeps, refundId: number, actorLabel: string) {
  const now = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund || refund.status === 'succeeded') return;
    await tx
      .update(refunds)
      .set({ status: 'succeeded', succeededAt: now })
      .where(eq(refunds.id, refund.id));
    // Money returned because it arrived unexpectedly leaves the order as it is.
    if (isAutoRefundKey(refund.idempotenceKey)) return;
    const order = await lockOrderById(tx, refund.orderId);
    // Only a paid order becomes refunded; any other leaves the confirmation with the refund row.
    if (!order || !canTransition(order.status, 'refunded')) return;
    await moveOrder(tx, order, 'refunded', { actor: actorLabel, note: refund.reason, at: now });
    await send({
      to: order.email,
      kind: 'refund-made',
      replyTo: deps.config.SITE_EMAIL,
      orderId: order.id,
      ...refundMadeEmail(
        {
          ...orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)),
          amount: refund.amount,
          method: refund.method,
        },
        deps.config.SITE_NAME,
      ),
    });
  });
}

/** The provider's word on a refund (its answer, or a re-read after a notification). */
export async function applyProviderRefund(
  deps: PaymentDeps,
  remote: ProviderRefund,
): Promise<void> {
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, remote.id));
  if (!refund) return;
  if (remote.status === 'succeeded')
    await completeRefund(deps, refund.id, 'Возврат подтверждён платёжной системой');
  else if (remote.status === 'canceled' && refund.status !== 'succeeded') {
    await deps.db.update(refunds).set({ status: 'canceled' }).where(eq(refunds.id, refund.id));
  }
}
