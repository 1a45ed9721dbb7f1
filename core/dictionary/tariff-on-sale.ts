import { sql, type SQL } from 'drizzle-orm';
import { PRICE_CURRENCY } from '../../contracts/roubles';
import { tariffs } from '../../db/schema';

/**
 * A tariff offered to customers: not retired by staff, and priced in roubles. One left priced in
 * another currency stays off sale (no page, no order) until staff give it a rouble price.
 */
export function tariffOnSale(): SQL {
  return sql`(${tariffs.retiredAt} is null and ${tariffs.currency} = ${PRICE_CURRENCY})`;
}
