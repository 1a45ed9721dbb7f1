// Staff work in Moscow; a fixed zone keeps the time the same whatever the server's TZ.
const moscowTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «05.03.2026, 14:07 (МСК)» */
export function formatMailTime(date: Date): string {
  return `${moscowTime.format(date)} (МСК)`;
}
