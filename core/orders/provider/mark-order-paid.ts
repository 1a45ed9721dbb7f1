import { and, eq } from 'drizzle-orm';
import { canTransition } from '../../../contracts/order-status';
import { orderDocuments } from '../../../db/schema';
import type { SendMail, Transaction } from '../../mail/with-mail';
import { orderMailFacts, siteUrl } from '../order-mail-facts';
import { mailedReportPath, mailLinkKey } from '../../mail/private-links';
import { moscowDate } from '../working-days';
import { paymentReceivedEmail } from '../../mail/templates/payment-emails';
import type { Config } from '../../config';
import type { LockedOrder } from '../lock-order';
import { moveOrder } from '../move-order';

/**
 * Moves a locked `ready` order to `paid`, exactly once: the history entry, the act
 * («Акт оказанных услуг») numbered with the order, and the e-mail with the report link.
 * Answers false when the order was not waiting for payment (already paid, cancelled).
 */
export async function markOrderPaid(
  tx: Transaction,
  send: SendMail,
  order: LockedOrder,
  options: {
    method: 'online' | 'invoice';
    actor: string;
    note: string;
    config: Config;
    now: Date;
  },
): Promise<boolean> {
  if (!canTransition(order.status, 'paid')) return false;
  const { now, config } = options;
  await moveOrder(tx, order, 'paid', {
    actor: options.actor,
    note: options.note,
    at: now,
    paymentMethod: options.method,
  });
  const [invoice] = await tx
    .select({ buyer: orderDocuments.buyer })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'invoice')));
  await tx
    .insert(orderDocuments)
    .values({
      orderId: order.id,
      kind: 'act',
      number: order.number,
      issuedOn: moscowDate(now),
      buyer: invoice?.buyer ?? {
        name: order.organisation || order.contactName,
        inn: order.inn,
        kpp: '',
        address: '',
      },
      amount: order.price,
    })
    .onConflictDoNothing();
  const linkKey = await mailLinkKey(tx, config);
  await send({
    to: order.email,
    kind: 'payment-received',
    replyTo: config.SITE_EMAIL,
    orderId: order.id,
    ...paymentReceivedEmail(
      {
        ...orderMailFacts(order, config, linkKey),
        reportUrl: `${siteUrl(config)}${mailedReportPath(linkKey, order.number, now)}`,
        hasAct: true,
      },
      config.SITE_NAME,
    ),
  });
  return true;
}
