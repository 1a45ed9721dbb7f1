/**
 * The service's one time zone (issue 27: the order page said the UTC date while the timeline
 * and the papers said Moscow's): every date a person reads is Moscow's, where the operator and
 * its analysts work, whatever the server's or the browser's own zone.
 */
export const SERVICE_TIME_ZONE = 'Europe/Moscow';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const calendarParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const longDate = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SERVICE_TIME_ZONE,
});

/** The calendar date in Moscow of an instant, as 'YYYY-MM-DD'. */
export function moscowDate(instant: Date): string {
  return calendarParts.format(instant);
}

/**
 * A date as the site and the letters write it, «12 марта 2026 г.»: a calendar date
 * ('2026-03-12', a due date) as it is; an instant (an ISO time stamp, a Date) as Moscow's date.
 */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    // Midday in Moscow is the same calendar day in Moscow, whatever the zone of the machine.
    return longDate.format(new Date(`${value}T12:00:00+03:00`));
  }
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}
