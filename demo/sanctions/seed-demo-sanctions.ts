import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { listSanctionsLists } from '../../core/sanctions/list-status';
import { contentHash } from '../../core/sanctions/parse-list';
import { readListFiles } from '../../core/sanctions/read-list-files';
import type { DatabaseHandle } from '../../db/client';

/**
 * The snapshots' folder: beside this module in the sources, or found by walking up from the
 * bundle (build/server-main) to the checkout that holds demo/sanctions.
 */
function snapshotsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'un-consolidated-2026-02-27.xml'))) return dir;
    const inCheckout = path.join(dir, 'demo', 'sanctions');
    if (existsSync(path.join(inCheckout, 'un-consolidated-2026-02-27.xml'))) return inCheckout;
    const parent = path.dirname(dir);
    if (parent === dir) return path.dirname(fileURLToPath(import.meta.url));
    dir = parent;
  }
}

const here = snapshotsFolder();
const DEMO_SOURCE = 'demo/sanctions/';

/**
 * The snapshots in this folder, each with the date it stands for. OFAC's CSV files carry none,
 * and a checkout's file times would pass a 2021 list off as today's: the dates below are those of
 * the snapshots' latest entries (README.md).
 */
const DEMO_SANCTIONS_FILES: { list: SanctionsListCode; file: string; asOf?: string }[] = [
  { list: 'ofac-sdn', file: 'ofac-sdn-2021', asOf: '2021-07-01T00:00:00Z' },
  { list: 'ofac-cons', file: 'ofac-consolidated', asOf: '2022-06-30T00:00:00Z' },
  { list: 'eu', file: 'eu-fsf-excerpt-2026-08-05.xml' },
  { list: 'uk', file: 'uk-sanctions-list-excerpt-2026-09-07.xml' },
  { list: 'un', file: 'un-consolidated-2026-02-27.xml' },
];

/**
 * The demo copy of every list. Safe to repeat: files already loaded (same hash) are skipped, and
 * a list imported from elsewhere (its official address) is newer, so it is left alone.
 */
export async function seedDemoSanctions(database: DatabaseHandle): Promise<string> {
  const stored = new Map((await listSanctionsLists(database.db)).map((row) => [row.code, row]));
  const done: string[] = [];
  for (const { list, file, asOf } of DEMO_SANCTIONS_FILES) {
    const row = stored.get(list);
    if (row && !row.source.startsWith(DEMO_SOURCE)) {
      done.push(`${list} уже загружен не из демо-данных`);
      continue;
    }
    const input = await readListFiles(list, path.join(here, file));
    if (asOf) input.fileTime = new Date(asOf);
    input.source = `${DEMO_SOURCE}${file}`;
    if (row?.contentHash === contentHash(input)) {
      done.push(`${list} уже загружен`);
      continue;
    }
    const result = await importSanctionsList(database.db, input, { actor: 'npm run db:seed' });
    done.push(`${list} ${result.outcome === 'imported' ? 'загружен' : result.message}`);
  }
  return done.join(', ');
}
