import { normalizeBaseUrl } from '../../contracts/base-url';
import type { Config } from '../config';
import { mailedStatusPath, type StandInKey } from '../mail/private-links';
import type { OrderStatusMailFacts } from '../mail/templates/order-status-emails';
import type { LockedOrder } from './lock-order';

/**
 * What every e-mail to the customer says about their order, with the private page's full
 * address (its token a stand-in the mail worker rebuilds). `amount` is the sum payment e-mails
 * state: the order's price, unless the caller names another (a refund, an unexpected payment).
 */
export function orderMailFacts(
  order: LockedOrder,
  config: Config,
  linkKey: StandInKey,
): OrderStatusMailFacts & { amount: number } {
  return {
    number: order.number,
    contactName: order.contactName,
    companyName: order.company.name,
    countryName: order.countryName,
    price: order.price,
    amount: order.price,
    currency: order.currency,
    expectedReadyDate: order.expectedReadyDate,
    statusUrl: `${siteUrl(config)}${mailedStatusPath(linkKey, order)}`,
  };
}

/** The public base address without its trailing slash, for absolute links in e-mails. */
export function siteUrl(config: Config): string {
  return normalizeBaseUrl(config.PUBLIC_BASE_URL);
}
