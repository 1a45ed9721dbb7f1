import { nowOf } from '../../clock';
import { InvoiceRequest, PAYMENT_MESSAGES } from '../../../contracts/payments';
import { orderDocuments } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { mailLinkKey, orderTokenStandIn } from '../../mail/private-links';
import { invoiceIssuedEmail } from '../../mail/templates/payment-emails';
import { transactionWithMail } from '../../mail/with-mail';
import type { PaymentDeps } from '../../payments/payment-deps';
import { assertRoubleOrder } from '../../payments/rouble-order';
import { requireOrderByToken } from '../find-order-by-token';
import { lockOrderById, ORDER_NOT_FOUND } from '../lock-order';
import { orderMailFacts, siteUrl } from '../order-mail-facts';
import { documentPath } from '../order-links';
import { moscowDate } from '../working-days';

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
  const found = await requireOrderByToken(deps.db, deps.config, orderNumber, token);
  const now = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const order = await lockOrderById(tx, found.id, ORDER_NOT_FOUND);
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
