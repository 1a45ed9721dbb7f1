import type { OrderedTariff } from '../../contracts/order';
import type { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/** The tariff an order keeps from the moment it was placed, as the customer and staff see it. */
export function orderedTariff(
  order: Pick<OrderRow, 'tariffName' | 'price' | 'currency' | 'minDays' | 'maxDays'>,
): OrderedTariff {
  return {
    name: order.tariffName,
    price: order.price,
    currency: order.currency,
    minDays: order.minDays,
    maxDays: order.maxDays,
  };
}
