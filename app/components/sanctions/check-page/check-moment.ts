import { formatDate } from '../../../../contracts/dates';

// Moscow's, as every time the site shows (contracts/dates.ts).
const clock = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

/** «27 ноября 2026 г. в 14:05 (МСК)». */
export function formatCheckMoment(iso: string): string {
  return `${formatDate(iso)} в ${clock.format(new Date(iso))} (МСК)`;
}
