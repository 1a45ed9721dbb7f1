import type { AppServices } from '../../../contracts/app-services';
import type { CreateOrderRequest } from '../../../contracts/order';
import type { Database } from '../../../db/client';
import type { Config } from '../../config';
import {
  orderCreatedCustomerEmail,
  orderCreatedStaffEmail,
} from '../../mail/templates/order-emails';
import type { MailOutbox } from '../../mail/mail-outbox';
import { createOrder, CUSTOMER_CONFIRMATION_KIND, type OrderForMail } from './create-order';
import { getOrderView } from './get-order-view';

/** The e-mails a new order sends: the customer's confirmation and the staff notification. */
function orderMailFor(config: Config) {
  const staff = config.STAFF_EMAIL ?? config.SITE_EMAIL;
  return (order: OrderForMail) => [
    {
      to: order.request.email,
      kind: CUSTOMER_CONFIRMATION_KIND,
      replyTo: config.SITE_EMAIL,
      ...orderCreatedCustomerEmail(order, config.SITE_NAME, config.PUBLIC_BASE_URL),
    },
    {
      to: staff,
      kind: 'order-created-staff',
      replyTo: order.request.email,
      ...orderCreatedStaffEmail(order, config.SITE_NAME, config.PUBLIC_BASE_URL),
    },
  ];
}

export function orderServices(
  db: Database,
  config: Config,
  companies: AppServices['companies'],
  mail: MailOutbox,
) {
  return {
    create: (request: CreateOrderRequest, meta: { ip?: string } = {}) =>
      createOrder(
        {
          db,
          config,
          loadCompany: companies.getById,
          mailFor: orderMailFor(config),
          mail,
        },
        request,
        meta,
      ),
    getView: (number: string, token: string | null) =>
      getOrderView(db, config, number, token, mail.isDeliveryConfigured),
  };
}
