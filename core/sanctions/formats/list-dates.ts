import type { PublishedAtSource } from '../../../contracts/sanctions-entry';

/** What stands in for a list's publication date when the file carries none (OFAC's CSV). */
interface FallbackPublishedAt {
  at: Date;
  /** `file`: the file's modification time or the server's Last-Modified; `import`: now. */
  source: Exclude<PublishedAtSource, 'list'>;
}

export interface ParseOptions {
  fallbackPublishedAt?: FallbackPublishedAt;
}

/** The list's own date if it gives one, else the fallback, else the moment of parsing. */
export function publication(
  listDate: Date | null,
  options: ParseOptions,
): { publishedAt: Date; publishedAtSource: PublishedAtSource } {
  if (listDate) return { publishedAt: listDate, publishedAtSource: 'list' };
  const fallback = options.fallbackPublishedAt ?? { at: new Date(), source: 'import' };
  return { publishedAt: fallback.at, publishedAtSource: fallback.source };
}

/** A real calendar day as YYYY-MM-DD, or null ('2021-02-30', '', 'dd/mm/1945'). */
function day(year: string, month: string, date: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${date.padStart(2, '0')}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** '2012-12-31' or '2012-12-31T…' → '2012-12-31'; anything else null. */
export function isoDay(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return m ? day(m[1]!, m[2]!, m[3]!) : null;
}

/** The UK list's '29/06/2012' → '2012-06-29'; partial dates ('dd/mm/1945') null. */
export function ukDay(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? day(m[3]!, m[2]!, m[1]!) : null;
}

/** A timestamp as the XML lists write it ('2026-02-27T00:00:09.554Z', with an offset…). */
export function timestamp(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}/.test(text.trim())) return null;
  const parsed = new Date(text.trim());
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A day as a moment: its midnight in UTC. */
export function dayStart(isoDate: string | null): Date | null {
  return isoDate ? new Date(`${isoDate}T00:00:00Z`) : null;
}
