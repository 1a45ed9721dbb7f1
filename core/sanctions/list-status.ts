import { asc } from 'drizzle-orm';
import { formatDate } from '../../contracts/dates';
import { SANCTIONS_LIST_CODES, type SanctionsListCode } from '../../contracts/sanctions-lists';
import type { Database } from '../../db/client';
import { sanctionsLists } from '../../db/schema';
import type { Config } from '../config';
import { listTitle } from './formats/checked-entries';

export type SanctionsListRow = typeof sanctionsLists.$inferSelect;

const DAY_MS = 86_400_000;

/** The lists as last imported, in the order of SANCTIONS_LIST_CODES; missing ones left out. */
export async function listSanctionsLists(db: Database): Promise<SanctionsListRow[]> {
  const rows = await db.select().from(sanctionsLists).orderBy(asc(sanctionsLists.code));
  const order = (code: string) => SANCTIONS_LIST_CODES.indexOf(code as SanctionsListCode);
  return rows.sort((a, b) => order(a.code) - order(b.code));
}

/**
 * Whether a list's own publication date is older than SANCTIONS_MAX_AGE_DAYS: the lists change
 * several times a week, so an older one may miss recent designations.
 */
export function isListStale(
  list: Pick<SanctionsListRow, 'publishedAt'>,
  now: Date,
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>,
): boolean {
  return now.getTime() - list.publishedAt.getTime() > config.SANCTIONS_MAX_AGE_DAYS * DAY_MS;
}

/** What a start-up should warn about: lists never imported and lists gone stale, in Russian. */
export async function sanctionsListWarnings(
  db: Database,
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>,
  now = new Date(),
): Promise<string[]> {
  const rows = new Map((await listSanctionsLists(db)).map((row) => [row.code, row]));
  const warnings: string[] = [];
  for (const code of SANCTIONS_LIST_CODES) {
    const row = rows.get(code);
    if (!row) {
      warnings.push(
        `Санкционный список ${listTitle(code)} не загружен (npm run sanctions:update).`,
      );
    } else if (isListStale(row, now, config)) {
      warnings.push(
        `Санкционный список ${listTitle(code)} устарел: он от ${formatDate(row.publishedAt)}, ` +
          `старше ${config.SANCTIONS_MAX_AGE_DAYS} дн. (npm run sanctions:update).`,
      );
    }
  }
  return warnings;
}
