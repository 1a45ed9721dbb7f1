import { importSanctionsList } from '../../core/sanctions/import-list';
import { readListFiles } from '../../core/sanctions/read-list-files';
import type { DatabaseHandle } from '../../db/client';
import { loadCompanies } from './company-fixtures';
import { SNAPSHOT_DIR } from './sanctions-snapshots';

/** A money exchange the UK list names (entity, Afghanistan). */
export const LISTED_COMPANY = 'Haji Khairullah Haji Sattar Money Exchange';
export const CLEAN_COMPANY = 'Kabul Fresh Fruit Trading Company';

/** The UK and EU excerpts, and two register companies of Afghanistan: one listed, one not. */
export async function loadCertificateFixtures(database: DatabaseHandle): Promise<void> {
  for (const [list, file] of [
    ['uk', 'uk-sanctions-list-excerpt-2026-09-07.xml'],
    ['eu', 'eu-fsf-excerpt-2026-08-05.xml'],
  ] as const) {
    await importSanctionsList(database.db, await readListFiles(list, SNAPSHOT_DIR + file), {
      actor: 'test',
    });
  }
  await loadCompanies(database, [
    { countryCode: 'AF', name: LISTED_COMPANY, regCode: 'AF-CERT-1' },
    { countryCode: 'AF', name: CLEAN_COMPANY, regCode: 'AF-CERT-2' },
  ]);
}
