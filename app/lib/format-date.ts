const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-03-12' → '12 марта 2026 г.' */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(isoDate));
}
