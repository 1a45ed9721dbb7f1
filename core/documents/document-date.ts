const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** The parts of an ISO calendar date 'YYYY-MM-DD', refusing impossible ones (2026-02-30). */
function dateParts(iso: string): { year: string; month: number; day: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [, year = '', month = '', day = ''] = match ?? [];
  const date = new Date(`${iso}T00:00:00Z`);
  if (!match || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
    throw new RangeError(`ожидается дата вида ГГГГ-ММ-ДД: ${iso}`);
  }
  return { year, month: Number(month), day };
}

/** «25 ноября 2026 г.», as document titles write it. */
export function formatDocumentDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day} ${MONTHS_GENITIVE[month - 1]} ${year} г.`;
}

/** «25.11.2026», for file names and references. */
export function formatShortDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${day}.${String(month).padStart(2, '0')}.${year}`;
}
