import { moscowDate } from '../../contracts/dates';

// The one Moscow calendar of the service (contracts/dates.ts), re-exported for the order code.
export { moscowDate };

/**
 * The date `days` working days after `start` (a 'YYYY-MM-DD' date), skipping Saturdays and
 * Sundays. Day 0 of a weekend rolls forward to Monday, as nobody delivers on a Sunday.
 */
export function addWorkingDays(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  const isWeekend = () => date.getUTCDay() === 0 || date.getUTCDay() === 6;
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (!isWeekend()) left -= 1;
  }
  while (isWeekend()) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** When an order placed at `createdAt` is due, from the tariff's longest term. */
export function expectedReadyDate(createdAt: Date, maxDays: number): string {
  return addWorkingDays(moscowDate(createdAt), maxDays);
}
