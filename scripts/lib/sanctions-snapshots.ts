import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import type { Database } from '../../db/client';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { readListFiles } from '../../core/sanctions/read-list-files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where the real snapshots of the lists are: SANCTIONS_SNAPSHOTS, else the demo copy in the
 * repository, else the shared data folder beside it (the issue's `../shared/data/sanctions/`).
 */
export function snapshotsDirectory(): string {
  const candidates = [
    process.env.SANCTIONS_SNAPSHOTS,
    path.join(root, 'demo/sanctions'),
    path.join(root, '../shared/data/sanctions'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir) && snapshotPaths(dir).length > 0);
  if (!found) throw new Error(`нет снимков санкционных списков: ${candidates.join(', ')}`);
  return found;
}

/** Each list's file or folder in the snapshots folder, by the names the snapshots carry. */
const PATTERNS: [SanctionsListCode, RegExp][] = [
  ['ofac-sdn', /^ofac-sdn/],
  ['ofac-cons', /^ofac-cons/],
  ['eu', /^eu-fsf.*\.xml$/],
  ['uk', /^uk-sanctions-list.*\.xml$/],
  ['un', /^un-consolidated.*\.xml$/],
];

export function snapshotPaths(dir: string): { list: SanctionsListCode; where: string }[] {
  const present = readdirSync(dir);
  return PATTERNS.flatMap(([list, pattern]) => {
    const name = present.find((p) => pattern.test(p));
    return name ? [{ list, where: path.join(dir, name) }] : [];
  });
}

/** Imports every list of the snapshots into the database (as the demo seed would). */
export async function importSnapshots(db: Database, dir = snapshotsDirectory()): Promise<number> {
  let entries = 0;
  for (const { list, where } of snapshotPaths(dir)) {
    const result = await importSanctionsList(db, await readListFiles(list, where), {
      actor: 'scripts',
    });
    if (result.outcome === 'refused') throw new Error(result.message);
    entries += result.countAfter ?? 0;
  }
  return entries;
}
