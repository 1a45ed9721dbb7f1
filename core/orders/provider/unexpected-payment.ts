import { sql, eq } from 'drizzle-orm';
import { STAFF_AREA_PATH } from '../../../contracts/staff/access';
import { payments, refunds } from '../../../db/schema';
import { staffEmail } from '../../infrastructure';
import {
  unexpectedPaymentCustomerEmail,
  unexpectedPaymentStaffEmail,
} from '../../mail/templates/unexpected-payment-emails';
import { mailLinkKey } from '../../mail/private-links';
import type { SendMail, Transaction } from '../../mail/with-mail';
import type { PaymentRow } from '../../../db/schema/payments';
import type { LockedOrder } from '../lock-order';
import { orderMailFacts, siteUrl } from '../order-mail-facts';
import { recordOrderEvent } from '../order-history';
import type { PaymentDeps } from '../../payments/payment-deps';

/** Refunds the site starts by itself carry this key: one per provider payment, never two. */
const AUTO_REFUND_KEY_PREFIX = 'auto-refund-';

/** The refund's idempotence key, derived from the payment so a repeat can never pay back twice. */
export const autoRefundKey = (providerPaymentId: string) =>
  `${AUTO_REFUND_KEY_PREFIX}${providerPaymentId}`;

export const isAutoRefundKey = (key: string) => key.startsWith(AUTO_REFUND_KEY_PREFIX);

/** For `not like`: the refunds staff make under the guarantee are the others. */
export const AUTO_REFUND_KEY_PATTERN = `${AUTO_REFUND_KEY_PREFIX}%`;

/** Why the order no longer waited for this money, as it follows «Платёж … поступил». */
function reasonOf(order: LockedOrder): string {
  if (order.status === 'cancelled') return ' после отмены заказа';
  if (order.status === 'refunded') return ' после возврата денег за заказ';
  if (order.status === 'paid') {
    return order.paymentMethod === 'invoice'
      ? ', когда заказ уже был оплачен по счёту,'
      : ', когда заказ уже был оплачен другим платежом,';
  }
  return ', когда заказ не ждал оплаты,';
}

/**
 * A payment the provider took after its order stopped waiting for it (cancelled, paid by
 * invoice or another payment, refunded, or the attempt superseded): the money is not kept.
 * Inside the caller's transaction, with the order and the payment locked: the payment is marked
 * `unexpected`, a refund keyed by the payment is created for the provider, the order's history
 * and both e-mails (staff, customer) are written. The caller asks the provider after commit.
 */
export async function keepNothingOfUnexpectedPayment(
  tx: Transaction,
  send: SendMail,
  deps: PaymentDeps,
  payment: PaymentRow & { providerPaymentId: string },
  order: LockedOrder,
  actor: string,
  now: Date,
): Promise<PaymentRow> {
  const reason = reasonOf(order);
  const note = `Платёж ${payment.providerPaymentId} поступил${reason} и возвращён автоматически`;
  const [updated] = await tx
    .update(payments)
    .set({ status: 'unexpected', succeededAt: now, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
    .returning();
  await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      method: 'provider',
      idempotenceKey: autoRefundKey(payment.providerPaymentId),
      status: 'creating',
      amount: payment.amount,
      reason: note,
      requestedBy: 'Автоматически',
    })
    .onConflictDoNothing({ target: refunds.idempotenceKey });
  await recordOrderEvent(tx, order, { actor, note, at: now });
  const facts = { number: order.number, amount: payment.amount, currency: payment.currency, note };
  await send({
    to: staffEmail(deps.config),
    kind: 'payment-auto-refund-staff',
    orderId: order.id,
    ...unexpectedPaymentStaffEmail(
      {
        ...facts,
        staffOrderUrl: `${siteUrl(deps.config)}${STAFF_AREA_PATH}/company_reports/${order.number}`,
      },
      deps.config.SITE_NAME,
    ),
  });
  await send({
    to: order.email,
    kind: 'payment-auto-refund',
    replyTo: deps.config.SITE_EMAIL,
    orderId: order.id,
    ...unexpectedPaymentCustomerEmail(
      {
        ...facts,
        contactName: order.contactName,
        statusUrl: orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)).statusUrl,
        reason: reason.replace(/,$/, ''),
      },
      deps.config.SITE_NAME,
    ),
  });
  return updated ?? payment;
}
