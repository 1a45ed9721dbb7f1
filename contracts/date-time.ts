import { SERVICE_TIME_ZONE } from './dates';

// Apart from dates.ts, which is in the script of the order pages: they do not need this.

const longDateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: SERVICE_TIME_ZONE,
});

/**
 * An instant to the second in Moscow, «27 ноября 2026 г. в 14:07:05 (МСК)»: the moment of a
 * sanctions check, which a bank compares with the lists' dates.
 */
export function formatMoscowDateTime(value: string | Date): string {
  return `${longDateTime.format(typeof value === 'string' ? new Date(value) : value)} (МСК)`;
}
