import type { Config } from '../config';
import type { MailContent } from '../mail/mail-message';
import type { OrderStatusMailFacts } from '../mail/templates/order-status-emails';
import type { SendMail } from '../mail/with-mail';
import { mailedStatusPath, type StandInKey } from '../mail/private-links';
import type { LockedOrder } from './lock-order';

/** The facts of an order the customer's e-mails speak of, with the absolute status link (its token a stand-in). */
export function orderMailFacts(
  order: LockedOrder,
  config: Config,
  linkKey: StandInKey,
): OrderStatusMailFacts {
  return {
    number: order.number,
    contactName: order.contactName,
    companyName: order.company.name,
    countryName: order.countryName,
    price: order.price,
    currency: order.currency,
    expectedReadyDate: order.expectedReadyDate,
    statusUrl: `${config.PUBLIC_BASE_URL.replace(/\/$/, '')}${mailedStatusPath(linkKey, order)}`,
  };
}

/** Queues a message to the order's customer, tied to the order for its staff page. */
export function sendToCustomer(
  send: SendMail,
  order: LockedOrder,
  config: Config,
  kind: string,
  content: MailContent,
) {
  return send({ to: order.email, kind, replyTo: config.SITE_EMAIL, orderId: order.id, ...content });
}
