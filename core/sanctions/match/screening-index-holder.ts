import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { loadScreeningIndexRows, type ScreeningIndexRow } from '../screening-index-rows';
import { buildScreeningIndex, type ScreeningIndex } from './screening-index';

/**
 * The process's screening index, loaded on first use and rebuilt after a list changes: the
 * import calls invalidate(); another instance's import shows in the lists' content hashes,
 * which refresh() compares (one small query), so every instance follows the database.
 */
export interface ScreeningIndexHolder {
  get(): Promise<ScreeningIndex>;
  /** Drops the index: the next get() loads the lists again. */
  invalidate(): void;
  /** Drops the index when the lists in the database are no longer those it was built from. */
  refresh(): Promise<void>;
}

async function listsVersion(db: Database): Promise<string> {
  const rows = await queryRows<{ code: string; hash: string }>(
    db,
    sql`select code, content_hash as hash from sanctions_lists order by code`,
  );
  return rows.map((r) => `${r.code}:${r.hash}`).join(' ');
}

/** How often get() asks whether another process imported a list: one small query at most. */
const REFRESH_EVERY_MS = 30_000;

const perDatabase = new WeakMap<object, ScreeningIndexHolder>();

/**
 * One index per database in this process: every services object made over the same database
 * (the server's, a command's, a test's) shares it, and an import here drops it at once.
 */
export function screeningIndexFor(db: Database): ScreeningIndexHolder {
  let holder = perDatabase.get(db);
  if (!holder) perDatabase.set(db, (holder = createScreeningIndexHolder(db)));
  return holder;
}

export function createScreeningIndexHolder(
  db: Database,
  load: (db: Database) => Promise<ScreeningIndexRow[]> = loadScreeningIndexRows,
): ScreeningIndexHolder {
  let current: Promise<{ index: ScreeningIndex; version: string }> | null = null;
  let refreshedAt = Date.now();
  const build = async () => {
    // The version is read before the rows: a list imported meanwhile shows as a change later.
    const version = await listsVersion(db);
    return { index: buildScreeningIndex(await load(db)), version };
  };
  return {
    async get() {
      if (current && Date.now() - refreshedAt > REFRESH_EVERY_MS) await this.refresh();
      current ??= build();
      try {
        return (await current).index;
      } catch (error) {
        current = null;
        throw error;
      }
    },
    invalidate() {
      current = null;
    },
    async refresh() {
      refreshedAt = Date.now();
      if (!current) return;
      const built = await current.catch(() => null);
      if (!built || built.version !== (await listsVersion(db))) current = null;
    },
  };
}
