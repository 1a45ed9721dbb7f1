import { nowOf } from '../../clock';
import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_FAILURE_REASONS } from '../../../contracts/payments';
import { payments, type PaymentRow } from '../../../db/schema';
import { lockOrderById } from '../lock-order';
import { paymentFailedEmail } from '../../mail/templates/payment-emails';
import { transactionWithMail } from '../../mail/with-mail';
import { orderMailFacts } from '../order-mail-facts';
import { mailLinkKey } from '../../mail/private-links';
import { markOrderPaid } from './mark-order-paid';
import { wholeAmount } from '../../payments/money';
import type { PaymentDeps } from '../../payments/payment-deps';
import type { ProviderPayment } from '../../payments/payment-provider';
import { settleUnexpectedPayment } from './settle-unexpected-payment';
import { keepNothingOfUnexpectedPayment } from './unexpected-payment';

/** States a payment never leaves: a repeated or late answer about it changes nothing. */
const FINAL_STATUSES: readonly PaymentRow['status'][] = ['succeeded', 'canceled', 'unexpected'];

const providerLabel = (deps: PaymentDeps) =>
  deps.provider.name === 'test' ? 'Тестовый платёжный шлюз' : 'ЮKassa';

/**
 * The one place a payment's state changes: from the provider's own answer about it (a re-read
 * after a notification or the customer's return), under locks on the order and the payment row
 * (in that order, as cancelling an order and recording an invoice payment take them, so none of
 * them can deadlock another). A final state is never left, so a repeated or late notification
 * changes nothing and the order becomes `paid` exactly once, whatever arrives first. Money that
 * arrives when the order no longer waits for it is not kept: it is refunded through the
 * provider (after commit, with a key derived from the payment).
 */
export async function applyProviderPayment(
  deps: PaymentDeps,
  remote: ProviderPayment,
): Promise<PaymentRow | null> {
  const now = nowOf(deps);
  const applied = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [known] = await tx
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(eq(payments.providerPaymentId, remote.id));
    if (!known) return null;
    const order = await lockOrderById(tx, known.orderId);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.providerPaymentId, remote.id), eq(payments.orderId, known.orderId)))
      .for('update');
    if (!payment || !order) return null;
    // Believe the provider only about the payment we asked for: this order, this amount.
    const matches =
      remote.metadata.orderId === String(payment.orderId) &&
      wholeAmount(remote.amount.value) === payment.amount &&
      remote.amount.currency === payment.currency;
    if (!matches) throw new Error(`payment ${remote.id} does not match what was asked for`);
    if (FINAL_STATUSES.includes(payment.status)) return payment;

    if (remote.status === 'succeeded') {
      if (payment.status === 'superseded' || order.status !== 'ready') {
        return keepNothingOfUnexpectedPayment(
          tx,
          send,
          deps,
          { ...payment, providerPaymentId: remote.id },
          order,
          providerLabel(deps),
          now,
        );
      }
      const [updated] = await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: now, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
        .returning();
      await markOrderPaid(tx, send, order, {
        method: 'online',
        actor: providerLabel(deps),
        note: `Платёж ${remote.id}`,
        config: deps.config,
        now,
      });
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
      if (order.status === 'ready' && payment.status !== 'superseded') {
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
  if (applied) await settleUnexpectedPayment(deps, applied, remote);
  return applied;
}
