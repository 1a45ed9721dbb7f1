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

export function createScreeningIndexHolder(
  db: Database,
  load: (db: Database) => Promise<ScreeningIndexRow[]> = loadScreeningIndexRows,
): ScreeningIndexHolder {
  let current: Promise<{ index: ScreeningIndex; version: string }> | null = null;
  const build = async () => {
    // The version is read before the rows: a list imported meanwhile shows as a change later.
    const version = await listsVersion(db);
    return { index: buildScreeningIndex(await load(db)), version };
  };
  return {
    async get() {
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
      if (!current) return;
      const built = await current.catch(() => null);
      if (!built || built.version !== (await listsVersion(db))) current = null;
    },
  };
}
