import { eq } from 'drizzle-orm';
import {
  invoicePaymentRecord,
  InvoiceRequest,
  PAYMENT_MESSAGES,
  type InvoicePaymentRecord,
} from '../../../contracts/payments';
import type { StaffActor } from '../../../contracts/staff/roles';
import { orderDocuments, orders } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { invoiceIssuedEmail } from '../../mail/templates/payment-emails';
import { transactionWithMail } from '../../mail/with-mail';
import { mailLinkKey, orderTokenStandIn } from '../../mail/private-links';
import { orderMailFacts, siteUrl } from '../order-mail-facts';
import { moscowDate } from '../working-days';
import { recordAudit } from '../../staff/audit/record-audit';
import { findOrderByToken } from '../find-order-by-token';
import { markOrderPaid } from '../provider/mark-order-paid';
import { settleSupersededPayments, supersedeLivePayments } from '../provider/supersede-live-payments';
import { nowOf, type PaymentDeps } from '../../payments/payment-deps';
import { assertRoubleOrder } from '../../payments/rouble-order';
import { FOREIGN_PRICE_MESSAGES } from '../../../contracts/roubles';

/** The private path of an order's document (the status link's token opens it). */
export function documentPath(number: string, token: string, kind: 'invoice' | 'act'): string {
  return `/orders/${number}/documents/${kind}?token=${encodeURIComponent(token)}`;
}

/**
 * «Оплата по счёту»: a company asks for «Счёт на оплату» for its ready report. The invoice is
 * numbered with the order and e-mailed; asking again with other details re-issues it.
 */
export async function requestInvoice(
  deps: PaymentDeps,
  orderNumber: string,
  token: string | null,
  input: InvoiceRequest,
): Promise<void> {
  const buyer = InvoiceRequest.parse(input);
  const found = await findOrderByToken(deps.db, deps.config, orderNumber, token);
  if (!found) throw new DomainError(404, 'Заказ не найден');
  const now = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw new DomainError(404, 'Заказ не найден');
    if (order.status === 'paid' || order.status === 'refunded') {
      throw new DomainError(409, PAYMENT_MESSAGES.alreadyPaid);
    }
    if (order.status !== 'ready') throw new DomainError(409, PAYMENT_MESSAGES.notReady);
    assertRoubleOrder(order);
    await tx
      .insert(orderDocuments)
      .values({
        orderId: order.id,
        kind: 'invoice',
        number: order.number,
        issuedOn: moscowDate(now),
        buyer,
        amount: order.price,
      })
      .onConflictDoUpdate({
        target: [orderDocuments.orderId, orderDocuments.kind],
        set: { buyer, issuedOn: moscowDate(now), amount: order.price },
      });
    const linkKey = await mailLinkKey(tx, deps.config);
    await send({
      to: order.email,
      kind: 'invoice-issued',
      replyTo: deps.config.SITE_EMAIL,
      orderId: order.id,
      ...invoiceIssuedEmail(
        {
          ...orderMailFacts(order, deps.config, linkKey),
          invoiceUrl: `${siteUrl(deps.config)}${documentPath(order.number, orderTokenStandIn(linkKey, order.id), 'invoice')}`,
          buyerName: buyer.name,
        },
        deps.config.SITE_NAME,
      ),
    });
  });
}

/**
 * Staff saw the transfer for an invoice arrive: the order is paid, the act and report follow,
 * and a card payment still open for it is superseded (its success would be refunded).
 */
export async function markInvoicePaid(
  deps: PaymentDeps,
  actor: StaffActor,
  orderId: number,
  input: InvoicePaymentRecord,
): Promise<void> {
  const now = nowOf(deps);
  const record = invoicePaymentRecord(moscowDate(now)).parse(input);
  const supersededPayments = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError(404, 'Заказ не найден');
    // An invoice issued before prices became roubles only named the foreign number in roubles.
    assertRoubleOrder(order, FOREIGN_PRICE_MESSAGES.staffOrder);
    // A company may pay by transfer without asking for an invoice here (by the offer's details
    // or an invoice sent by hand): the act then names the customer the order does.
    const isPaid = await markOrderPaid(tx, send, order, {
      method: 'invoice',
      actor: `${actor.name} <${actor.email}>`,
      note: 'Оплата по счёту получена',
      config: deps.config,
      now,
    });
    if (!isPaid)
      throw new DomainError(409, 'Отметить оплату можно только у заказа, готового к оплате');
    await tx
      .update(orders)
      .set({ invoicePaidOn: record.paidOn, paymentOrderNumber: record.paymentOrderNumber })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: 'order.invoice_paid',
      objectType: 'order',
      objectId: order.number,
      summary: `Заказ ${order.number}: оплата по счёту получена — ${paymentOrderText(record)}`,
      before: { status: order.status },
      after: { status: 'paid', paymentMethod: 'invoice', ...record },
    });
    // A card payment still open would charge the customer a second time: it is superseded.
    return supersedeLivePayments(tx, order.id);
  });
  await settleSupersededPayments(deps, supersededPayments);
}

/** «платёжное поручение № 512 от 24.11.2026», as the act and the audit log print it. */
export function paymentOrderText(record: InvoicePaymentRecord): string {
  const [year, month, day] = record.paidOn.split('-');
  return `платёжное поручение № ${record.paymentOrderNumber} от ${day}.${month}.${year}`;
}
