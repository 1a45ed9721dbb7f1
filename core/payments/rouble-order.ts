import { FOREIGN_PRICE_MESSAGES, isRoublePrice } from '../../contracts/roubles';
import { DomainError } from '../domain-error';

/**
 * Refuses to take money for, or issue papers of, an order placed at a price in another currency
 * (before prices became roubles only): the provider, the 54-ФЗ receipt, the invoice and the act
 * would all state the same number in roubles, and no exchange rate is invented here.
 */
export function assertRoubleOrder(
  order: { currency: string },
  message: string = FOREIGN_PRICE_MESSAGES.payment,
): void {
  if (!isRoublePrice(order.currency)) throw new DomainError(409, message);
}
