import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { invoicePaymentRecord, type InvoicePaymentRecord } from '../../../contracts/payments';
import { FOREIGN_PRICE_MESSAGES } from '../../../contracts/roubles';
import type { StaffActor } from '../../../contracts/staff/roles';
import { orders } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { transactionWithMail } from '../../mail/with-mail';
import type { PaymentDeps } from '../../payments/payment-deps';
import { assertRoubleOrder } from '../../payments/rouble-order';
import { recordAudit } from '../../staff/audit/record-audit';
import { lockOrderById, ORDER_NOT_FOUND } from '../lock-order';
import { paymentOrderText } from '../payment-order-text';
import { markOrderPaid } from '../provider/mark-order-paid';
import { settleSupersededPayments } from '../provider/settle-superseded-payments';
import { supersedeLivePayments } from '../provider/supersede-live-payments';
import { moscowDate } from '../working-days';

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
    const order = await lockOrderById(tx, orderId, ORDER_NOT_FOUND);
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
