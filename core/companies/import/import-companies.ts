import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import { withBulkConnection } from '../bulk/copy-rows';
import { insertCompanies, upsertCompanies, type UpsertCounts } from '../bulk/company-writer';
import { refreshSearchStatistics, withSearchIndexesRebuilt } from '../bulk/search-indexes';
import { toCompanyRecord, type CompanyInput, type CompanyRecord } from '../company-record';
import { createProgress } from './progress';
import { readCsv } from './read-csv';
import { RowError, type MappedRow } from './row-error';

/** A register file format: its source name, the columns it must have, and its row mapping. */
export interface ImportFormat {
  source: string;
  requiredColumns: readonly string[];
  mapRow(row: Record<string, string>): MappedRow<CompanyInput>;
}

export interface ImportOptions {
  /** Size of the input in bytes, for the progress bar's percentage. */
  totalBytes?: number | null;
  showProgress?: boolean;
  batchSize?: number;
  /** Called with each skipped row's message ('строка 17: …'). */
  onRowError?: (message: string) => void;
}

export interface ImportResult extends UpsertCounts {
  /** Data rows read (the header not counted). */
  rows: number;
  /** Rows that are not companies of their own (GLEIF duplicates, annulled LEIs). */
  ignored: number;
  /** Malformed rows, skipped. */
  skipped: number;
  /** The first messages about skipped rows. */
  errors: string[];
  seconds: number;
  rowsPerSecond: number;
}

const DEFAULT_BATCH = 20_000;
const KEPT_ERRORS = 20;
const UNIQUE_VIOLATION = '23505';

/**
 * Streams a CSV file into the register: parsed record by record (constant memory), mapped by
 * column names, written in batches with COPY into a staging table and upserted by
 * (source, source_id), so re-importing updates rows and duplicates none. Malformed rows are
 * skipped and reported with their line number. A first import of a source rebuilds the
 * trigram index once at the end instead of updating it row by row.
 */
export async function importCompanies(
  database: DatabaseHandle,
  input: Readable,
  format: ImportFormat,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const result: ImportResult = {
    rows: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    ignored: 0,
    skipped: 0,
    errors: [],
    seconds: 0,
    rowsPerSecond: 0,
  };
  const fail = (line: number | undefined, message: string) => {
    result.skipped += 1;
    const text = line ? `строка ${line}: ${message}` : message;
    if (result.errors.length < KEPT_ERRORS) result.errors.push(text);
    options.onRowError?.(text);
  };

  let header: string[] | null = null;
  const toObject = (values: string[]): Record<string, string> => {
    if (!header) throw new Error('no header');
    if (values.length !== header.length) {
      throw new RowError(`ожидалось колонок: ${header.length}, в строке: ${values.length}`);
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) row[header[i]!] = values[i]!;
    return row;
  };

  const [existing] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select exists (select 1 from companies where source = ${format.source}) as present`,
  );
  const progress = options.showProgress ? createProgress(options.totalBytes ?? null) : null;

  await withBulkConnection(database, async (client) => {
    // A first import of a source appends with plain COPY; should a source id repeat (the unique
    // index refuses the batch as a whole), that batch and the rest go through the upsert.
    let isAppending = !existing?.present;
    const write = async (batch: CompanyRecord[]) => {
      if (!batch.length) return;
      if (isAppending) {
        try {
          await insertCompanies(database, client, batch);
          result.inserted += batch.length;
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          isAppending = false;
        }
      }
      const counts = await upsertCompanies(database, client, batch);
      result.inserted += counts.inserted;
      result.updated += counts.updated;
      result.unchanged += counts.unchanged;
    };
    const load = async () => {
      let batch: CompanyRecord[] = [];
      let pending: Promise<void> = Promise.resolve();
      for await (const item of readCsv(input)) {
        if ('error' in item) {
          result.rows += 1;
          fail(item.line, `не разобрать строку CSV: ${item.error}`);
          continue;
        }
        if (!header) {
          header = item.values.map((h) => h.trim());
          const missing = format.requiredColumns.filter((c) => !header!.includes(c));
          if (missing.length) throw new Error(`В файле нет колонок: ${missing.join(', ')}`);
          continue;
        }
        result.rows += 1;
        try {
          const mapped = format.mapRow(toObject(item.values));
          if ('ignored' in mapped) result.ignored += 1;
          else batch.push(toCompanyRecord(mapped.company));
        } catch (error) {
          // Bad data is the row's fault; a TypeError and the like would be ours.
          const isDataError =
            error instanceof RowError || (error instanceof Error && error.constructor === Error);
          if (!isDataError) throw error;
          fail(item.line, error.message);
        }
        if (batch.length >= batchSize) {
          // The database writes this batch while the next one is read (PostgreSQL works in
          // its own process); one write at a time keeps the staging table consistent.
          await pending;
          pending = write(batch);
          // Awaited before the next write; until then a failure must not count as unhandled.
          pending.catch(() => undefined);
          batch = [];
        }
        if ((result.rows & 1023) === 0) {
          progress?.update({ bytes: item.bytes, rows: result.rows, skipped: result.skipped });
        }
      }
      await pending;
      await write(batch);
    };
    try {
      if (existing?.present) await load();
      else await withSearchIndexesRebuilt(database, client, load);
    } finally {
      progress?.update({
        bytes: options.totalBytes ?? 0,
        rows: result.rows,
        skipped: result.skipped,
      });
      progress?.stop();
    }
  });
  await refreshSearchStatistics(database);
  result.seconds = (performance.now() - started) / 1000;
  result.rowsPerSecond = Math.round(result.rows / Math.max(result.seconds, 0.001));
  return result;
}
