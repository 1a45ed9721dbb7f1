import type { orders } from '../../db/schema';
import type { Config } from '../config';
import { mailedStatusPath, type StandInKey } from '../mail/private-links';

/** What every payment e-mail says about its order, with the private page's full address (its token a stand-in the mail worker rebuilds). */
export function orderMailFacts(
  order: typeof orders.$inferSelect,
  config: Config,
  linkKey: StandInKey,
) {
  return {
    number: order.number,
    contactName: order.contactName,
    companyName: order.company.name,
    amount: order.price,
    currency: order.currency,
    statusUrl: `${siteUrl(config)}${mailedStatusPath(linkKey, order)}`,
  };
}

/** The public base address without its trailing slash, for absolute links in e-mails. */
export function siteUrl(config: Config): string {
  return config.PUBLIC_BASE_URL.replace(/\/$/, '');
}
