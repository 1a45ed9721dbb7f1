import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';
import { COMPANY_COLUMNS, type CompanyRecord } from '../company-record';
import { copyCsv, runSql } from './copy-rows';
import { csvLine } from './csv-encode';

const COLUMN_LIST = COMPANY_COLUMNS.map((c) => c.column).join(', ');

const FIELDS = COMPANY_COLUMNS.map((c) => c.field);

function toCsv(records: readonly CompanyRecord[]): string {
  const lines: string[] = new Array(records.length);
  const values: (string | null)[] = new Array(FIELDS.length);
  for (let r = 0; r < records.length; r++) {
    const record = records[r]!;
    for (let i = 0; i < FIELDS.length; i++) values[i] = record[FIELDS[i]!];
    lines[r] = csvLine(values);
  }
  return lines.join('');
}

/** Appends rows with COPY; for a first load where no (source, source_id) can exist yet. */
export async function insertCompanies(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  records: readonly CompanyRecord[],
): Promise<void> {
  if (records.length) await copyCsv(database, client, `companies (${COLUMN_LIST})`, toCsv(records));
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

const STAGING = 'companies_staging';
const UPDATED = COMPANY_COLUMNS.filter((c) => c.column !== 'source' && c.column !== 'source_id');

/**
 * Idempotent load by (source, source_id): rows are copied into a temporary staging table,
 * then inserted, or update the existing row when something changed. Within one batch the
 * last occurrence of a source id wins. Needs one connection throughout (withBulkConnection).
 */
export async function upsertCompanies(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  records: readonly CompanyRecord[],
): Promise<UpsertCounts> {
  if (!records.length) return { inserted: 0, updated: 0, unchanged: 0 };
  await runSql(
    database,
    client,
    `create temporary table if not exists ${STAGING} (
       seq bigserial, ${COMPANY_COLUMNS.map((c) => `${c.column} text`).join(', ')})`,
  );
  await runSql(database, client, `truncate ${STAGING}`);
  await copyCsv(database, client, `${STAGING} (${COLUMN_LIST})`, toCsv(records));
  const changed = UPDATED.map((c) => `companies.${c.column}`).join(', ');
  const incoming = UPDATED.map((c) => `excluded.${c.column}`).join(', ');
  const [counts] = await runSql<{ inserted: string; updated: string }>(
    database,
    client,
    `with written as (
       insert into companies (${COLUMN_LIST})
       select distinct on (source, source_id) ${COLUMN_LIST} from ${STAGING}
       order by source, source_id, seq desc
       on conflict (source, source_id) do update set
         ${UPDATED.map((c) => `${c.column} = excluded.${c.column}`).join(', ')},
         updated_at = now()
       where (${changed}) is distinct from (${incoming})
       returning (xmax = 0) as is_new)
     select count(*) filter (where is_new) as inserted,
            count(*) filter (where not is_new) as updated
     from written`,
  );
  const inserted = Number(counts?.inserted ?? 0);
  const updated = Number(counts?.updated ?? 0);
  const distinct = new Set(records.map((r) => `${r.source}\u0000${r.sourceId}`)).size;
  return { inserted, updated, unchanged: distinct - inserted - updated };
}
