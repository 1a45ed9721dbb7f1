import { pluralRu } from '../../../lib/plural-ru';

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ('2026-11-25') as staff read it: «25.11.2026». */
export function formatDay(isoDate: string): string {
  return dayFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Whole calendar days from `from` to `to`, both 'YYYY-MM-DD'. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** «Просрочен на 3 дня» from the due date and today (Moscow calendar). */
export function overdueText(dueDate: string, today: string): string {
  const days = daysBetween(dueDate, today);
  return `Просрочен на ${days} ${pluralRu(days, ['день', 'дня', 'дней'])}`;
}
