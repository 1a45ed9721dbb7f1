import { eq, sql } from 'drizzle-orm';
import { PAYMENT_FAILURE_REASONS } from '../../contracts/payments';
import { orders, payments } from '../../db/schema';
import { paymentFailedEmail } from '../mail/templates/payment-emails';
import { transactionWithMail } from '../mail/with-mail';
import { orderMailFacts } from './order-mail-facts';
import { mailLinkKey } from '../mail/private-links';
import { markOrderPaid } from './mark-order-paid';
import { wholeAmount } from './money';
import { nowOf, type PaymentDeps } from './payment-deps';
import type { ProviderPayment } from './payment-provider';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The one place a payment's state changes: from the provider's own answer about it (a re-read
 * after a notification or the customer's return), under a lock on the payment row. A final
 * state is never left, so a repeated or late notification changes nothing and the order
 * becomes `paid` exactly once, whatever arrives first.
 */
export async function applyProviderPayment(
  deps: PaymentDeps,
  remote: ProviderPayment,
): Promise<PaymentRow | null> {
  const now = nowOf(deps);
  return transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, remote.id))
      .for('update');
    if (!payment) return null;
    // Believe the provider only about the payment we asked for: this order, this amount.
    const matches =
      remote.metadata.orderId === String(payment.orderId) &&
      wholeAmount(remote.amount.value) === payment.amount &&
      remote.amount.currency === payment.currency;
    if (!matches) throw new Error(`payment ${remote.id} does not match what was asked for`);
    if (payment.status === 'succeeded' || payment.status === 'canceled') return payment;

    if (remote.status === 'succeeded') {
      const [updated] = await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: now, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
        .returning();
      const [order] = await tx
        .select()
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for('update');
      if (order) {
        await markOrderPaid(tx, send, order, {
          method: 'online',
          actor: deps.provider.name === 'test' ? 'Тестовый платёжный шлюз' : 'ЮKassa',
          note: `Платёж ${remote.id}`,
          config: deps.config,
          now,
        });
      }
      return updated ?? payment;
    }

    if (remote.status === 'canceled') {
      const reason = remote.cancellation?.reason ?? null;
      const [updated] = await tx
        .update(payments)
        .set({
          status: 'canceled',
          cancellationParty: remote.cancellation?.party ?? null,
          cancellationReason: reason,
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
      if (order && order.status === 'ready') {
        await send({
          to: order.email,
          kind: 'payment-failed',
          replyTo: deps.config.SITE_EMAIL,
          orderId: order.id,
          ...paymentFailedEmail(
            {
              ...orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)),
              reason: reason ? (PAYMENT_FAILURE_REASONS[reason] ?? null) : null,
            },
            deps.config.SITE_NAME,
          ),
        });
      }
      return updated ?? payment;
    }

    if (payment.status === 'creating') {
      const [updated] = await tx
        .update(payments)
        .set({ status: 'pending', updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
        .returning();
      return updated ?? payment;
    }
    return payment;
  });
}
