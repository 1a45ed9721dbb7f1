import type { CurrencyDisplay } from './sample-company';
import { pluralRu } from '../../contracts/plural-ru';

// Newer ICU versions group Russian thousands with U+202F, which PT Sans lacks; U+00A0 it has.
const asNbsp = (text: string) => text.replace(/\u202f/g, '\u00a0');

const formats = new Map<number, Intl.NumberFormat>();

export function formatNumber(value: number, decimals = 0): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return asNbsp(format.format(value));
}

/** A figure in the report's unit, without the unit: 12 345 (thousands) or 1,2 when small. */
export function formatFigure(value: number, currency: CurrencyDisplay): string {
  const scaled = value / currency.divisor;
  return formatNumber(scaled, Math.abs(scaled) < 100 ? 1 : 0);
}

/** A figure with its unit: «12 345 тыс. EUR». */
export function formatAmount(value: number, currency: CurrencyDisplay): string {
  return `${formatFigure(value, currency)}\u00a0${currency.unit}`;
}

/** A whole amount: «250 000 EUR». */
export function formatMoney(value: number, code: string): string {
  return `${formatNumber(value)}\u00a0${code}`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${formatNumber(value * 100, decimals)}%`;
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

export const yearsText = (n: number) => `${n} ${pluralRu(n, ['год', 'года', 'лет'])}`;
