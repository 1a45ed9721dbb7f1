import { eq } from 'drizzle-orm';
import type { SanctionsEntry } from '../../contracts/sanctions-entry';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import type { Database } from '../../db/client';
import { sanctionsEntries, sanctionsIdentifiers, sanctionsNames } from '../../db/schema';
import type { SanctionsNameKeysOf } from './name-keys';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, and entries carry their JSON. */
const ENTRY_BATCH = 500;
const ROW_BATCH = 2000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

function batches<T>(rows: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

/** Within the caller's transaction: the list's entries, names and identifiers, replaced. */
export async function replaceListEntries(
  tx: Transaction,
  list: SanctionsListCode,
  entries: SanctionsEntry[],
  nameKeys: SanctionsNameKeysOf,
): Promise<void> {
  // Names and identifiers go with their entries (on delete cascade).
  await tx.delete(sanctionsEntries).where(eq(sanctionsEntries.listCode, list));
  for (const batch of batches(entries, ENTRY_BATCH)) {
    const inserted = await tx
      .insert(sanctionsEntries)
      .values(
        batch.map((e) => ({
          listCode: list,
          entryId: e.entryId,
          kind: e.kind,
          name: e.name,
          entry: e,
        })),
      )
      .returning({ id: sanctionsEntries.id, entryId: sanctionsEntries.entryId });
    const rowIds = new Map(inserted.map((row) => [row.entryId, row.id]));
    const names = batch.flatMap((e) =>
      e.names.map((n) => ({
        entryRowId: rowIds.get(e.entryId)!,
        listCode: list,
        name: n.name,
        nameType: n.type,
        quality: n.quality,
        script: n.script,
        ...nameKeys(n.name),
      })),
    );
    const identifiers = batch.flatMap((e) =>
      e.identifiers.map((i) => ({
        entryRowId: rowIds.get(e.entryId)!,
        listCode: list,
        type: i.type,
        scheme: i.scheme,
        value: i.value,
        normalized: i.normalized,
        country: i.country ?? null,
      })),
    );
    for (const rows of batches(names, ROW_BATCH)) await tx.insert(sanctionsNames).values(rows);
    for (const rows of batches(identifiers, ROW_BATCH))
      await tx.insert(sanctionsIdentifiers).values(rows);
  }
}
