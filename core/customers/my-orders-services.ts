import type { MyOrdersServices } from '../../contracts/payment-services';
import type { Database } from '../../db/client';
import type { Config } from '../config';
import type { MailOutbox } from '../mail/mail-outbox';
import {
  consumeCustomerLink,
  endCustomerSession,
  requestCustomerLink,
  resolveCustomerSession,
  sendQueuedCustomerLinks,
} from './customer-sign-in';
import { listCustomerOrders } from './list-customer-orders';

export function myOrdersServices(deps: {
  db: Database;
  config: Config;
  mail: MailOutbox;
}): MyOrdersServices {
  deps.mail.setPassJob('my-orders-links', () => sendQueuedCustomerLinks(deps));
  return {
    requestLink: (email) => requestCustomerLink(deps, email.trim().toLowerCase()),
    enter: (token) => consumeCustomerLink(deps.db, token),
    session: async (token) => (token ? resolveCustomerSession(deps.db, token) : null),
    list: (email) => listCustomerOrders(deps.db, deps.config, email),
    signOut: (token) => endCustomerSession(deps.db, token),
  };
}
