import type { Tariff } from './dictionary';
import { isRoublePrice } from './roubles';

/**
 * Spec section 3: duration as "minDays-maxDays", the minimum hidden when 0;
 * 'раб.дней' when maxDays is above 4, otherwise 'раб.дня'.
 */
export function formatTariffDuration({ minDays, maxDays }: Pick<Tariff, 'minDays' | 'maxDays'>) {
  const range = minDays === 0 ? `${maxDays}` : `${minDays}-${maxDays}`;
  const unit = maxDays > 4 ? 'раб.дней' : 'раб.дня';
  return `${range} ${unit}`;
}

const priceFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const CURRENCY_SIGNS: Record<string, string> = { RUB: '₽', USD: '$', EUR: '€' };

export function formatPrice(price: number, currency: string) {
  return `${priceFormat.format(price)} ${CURRENCY_SIGNS[currency] ?? currency}`;
}

/**
 * A country's offer in one line: its lowest price and its shortest delivery (the tariff with
 * the smallest maximum), as the price list and the country page's description show them. Only
 * rouble prices are compared: «200 €» is not cheaper than «7 900 ₽» because 200 < 7 900.
 */
export function cheapestAndFastest<
  T extends Pick<Tariff, 'tariffPrice' | 'tariffCurrency' | 'maxDays'>,
>(tariffs: T[]): { cheapest: T; fastest: T } | null {
  const [first, ...rest] = tariffs.filter((t) => isRoublePrice(t.tariffCurrency));
  if (!first) return null;
  let cheapest = first;
  let fastest = first;
  for (const tariff of rest) {
    if (tariff.tariffPrice < cheapest.tariffPrice) cheapest = tariff;
    if (tariff.maxDays < fastest.maxDays) fastest = tariff;
  }
  return { cheapest, fastest };
}
