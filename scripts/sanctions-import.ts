import {
  isSanctionsListCode,
  SANCTIONS_LIST_CODES,
  type SanctionsListCode,
} from '../contracts/sanctions-lists';
import { loadConfig } from '../core/config';
import { importSanctionsList } from '../core/sanctions/import-list';
import type { SanctionsListInput } from '../core/sanctions/parse-list';
import { readListFiles } from '../core/sanctions/read-list-files';
import { SanctionsFormatError } from '../core/sanctions/sanctions-format-error';
import { openCommandDatabase } from './lib/open-command-database';

const USAGE = `Использование:
  npm run sanctions:import -- СПИСОК ФАЙЛ_ИЛИ_ПАПКА
СПИСОК: ${SANCTIONS_LIST_CODES.join(', ')}.
Списки OFAC загружаются из папки с их четырьмя CSV-файлами (SDN.CSV, ADD.CSV, ALT.CSV, SDN_COMMENTS.CSV
или CONS_PRIM.CSV, CONS_ADD.CSV, CONS_ALT.CSV, CONS_COMMENTS.CSV), остальные — из XML-файла.`;

const [list, where] = process.argv.slice(2);
if (!list || !where || !isSanctionsListCode(list)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
let input: SanctionsListInput;
try {
  input = await readListFiles(list as SanctionsListCode, where);
} catch (error) {
  if (!(error instanceof SanctionsFormatError)) throw error;
  console.error(`${error.message} Список не изменён.`);
  process.exit(1);
}
const database = await openCommandDatabase(config);
try {
  await database.migrate();
  const result = await importSanctionsList(database.db, input, {
    actor: 'npm run sanctions:import',
  });
  if (result.outcome === 'refused') {
    console.error(result.message);
    process.exitCode = 1;
  } else {
    console.log(result.message);
  }
} finally {
  await database.close();
}
