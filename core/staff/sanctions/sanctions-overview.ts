import { count, desc } from 'drizzle-orm';
import { SANCTIONS_LIST_CODES, SANCTIONS_LIST_NAMES } from '../../../contracts/sanctions-lists';
import {
  SANCTIONS_HISTORY_PAGE_SIZE,
  type StaffSanctionsList,
  type StaffSanctionsOverview,
  type StaffSanctionsStaleness,
} from '../../../contracts/staff/sanctions';
import type { Database } from '../../../db/client';
import { sanctionsImports } from '../../../db/schema';
import type { Config } from '../../config';
import { isListStale, listSanctionsLists } from '../../sanctions/list-status';

/** Every list of SANCTIONS_LIST_CODES as loaded now, or marked as never imported. */
async function staffSanctionsLists(
  db: Database,
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>,
  now: Date,
): Promise<StaffSanctionsList[]> {
  const loaded = new Map((await listSanctionsLists(db)).map((row) => [row.code, row]));
  return SANCTIONS_LIST_CODES.map((code): StaffSanctionsList => {
    const row = loaded.get(code);
    if (!row) return { code, name: SANCTIONS_LIST_NAMES[code], loaded: false };
    return {
      code,
      name: row.name,
      loaded: true,
      publishedAt: row.publishedAt.toISOString(),
      publishedAtSource: row.publishedAtSource,
      importedAt: row.importedAt.toISOString(),
      entries: row.entryCount,
      source: row.source,
      stale: isListStale(row, now, config),
    };
  });
}

/** What the staff home warns about: the stale lists and the missing ones. */
export async function sanctionsStaleness(
  db: Database,
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>,
  now: Date,
): Promise<StaffSanctionsStaleness> {
  const lists = await staffSanctionsLists(db, config, now);
  return {
    lists: lists
      .filter((l) => !l.loaded || l.stale)
      .map((l) => ({ code: l.code, name: l.name, publishedAt: l.loaded ? l.publishedAt : null })),
    maxAgeDays: config.SANCTIONS_MAX_AGE_DAYS,
  };
}

/** The lists, and one page of the import history, newest first. */
export async function sanctionsOverview(
  db: Database,
  config: Pick<Config, 'SANCTIONS_MAX_AGE_DAYS'>,
  now: Date,
  page: number,
): Promise<StaffSanctionsOverview> {
  const [lists, history, [total]] = await Promise.all([
    staffSanctionsLists(db, config, now),
    db
      .select()
      .from(sanctionsImports)
      .orderBy(desc(sanctionsImports.at), desc(sanctionsImports.id))
      .limit(SANCTIONS_HISTORY_PAGE_SIZE)
      .offset((page - 1) * SANCTIONS_HISTORY_PAGE_SIZE),
    db.select({ n: count() }).from(sanctionsImports),
  ]);
  return {
    lists,
    maxAgeDays: config.SANCTIONS_MAX_AGE_DAYS,
    history: history.map((h) => ({
      id: h.id,
      at: h.at.toISOString(),
      list: h.listCode,
      actor: h.actor,
      outcome: h.outcome,
      countBefore: h.countBefore,
      countAfter: h.countAfter,
      source: h.source,
      message: h.message,
    })),
    historyTotal: Number(total?.n ?? 0),
    page,
    pageSize: SANCTIONS_HISTORY_PAGE_SIZE,
  };
}
