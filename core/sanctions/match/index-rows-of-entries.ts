import type { SanctionsEntry } from '../../../contracts/sanctions-entry';
import { sanctionsNameKeys, type SanctionsNameKeysOf } from '../name-keys';
import type { ScreeningIndexRow } from '../screening-index-rows';

/**
 * The rows loadScreeningIndexRows would answer for these entries once imported, without a
 * database: for tests and the evaluation, which screen parsed lists directly.
 */
export function indexRowsOfEntries(
  entries: SanctionsEntry[],
  nameKeys: SanctionsNameKeysOf = sanctionsNameKeys,
): ScreeningIndexRow[] {
  return entries.map((e) => ({
    list: e.list,
    entryId: e.entryId,
    kind: e.kind,
    name: e.name,
    programs: e.programs,
    countries: e.countries,
    names: e.names.map((n) => ({ name: n.name, quality: n.quality, ...nameKeys(n.name) })),
    identifiers: e.identifiers.map((i) => ({ normalized: i.normalized, scheme: i.scheme })),
  }));
}
