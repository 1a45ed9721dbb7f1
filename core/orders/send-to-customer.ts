import type { Config } from '../config';
import type { MailContent } from '../mail/mail-message';
import type { SendMail } from '../mail/with-mail';
import type { LockedOrder } from './lock-order';

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
