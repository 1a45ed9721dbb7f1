import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  COMPANIES_HOUSE_COLUMNS,
  COMPANIES_HOUSE_SOURCE,
  mapCompaniesHouseRow,
} from '../core/companies/import/companies-house';
import { loadElfCodeList } from '../core/companies/import/elf-codes';
import { GLEIF_COLUMNS, GLEIF_SOURCE, mapGleifRow } from '../core/companies/import/gleif';
import { importCompanies, type ImportFormat } from '../core/companies/import/import-companies';
import { loadConfig } from '../core/config';
import { openDatabase } from '../db/client';

const USAGE = `Использование:
  npm run import -- gleif ФАЙЛ.csv [--elf ELF-КОДЫ.csv]
  npm run import -- companies-house ФАЙЛ.csv
ФАЙЛ «-» читается со стандартного входа (например, unzip -p архив.zip | npm run import -- gleif -).`;

/** Rows with errors printed one by one; beyond that only counted. */
const PRINTED_ERRORS = 20;

async function formatFor(kind: string | undefined, args: string[]): Promise<ImportFormat> {
  if (kind === 'companies-house') {
    return {
      source: COMPANIES_HOUSE_SOURCE,
      requiredColumns: COMPANIES_HOUSE_COLUMNS,
      mapRow: mapCompaniesHouseRow,
    };
  }
  if (kind === 'gleif') {
    const elfAt = args.indexOf('--elf');
    const elfCodes = elfAt >= 0 && args[elfAt + 1] ? await loadElfCodeList(args[elfAt + 1]!) : {};
    return {
      source: GLEIF_SOURCE,
      requiredColumns: GLEIF_COLUMNS,
      mapRow: (row) => mapGleifRow(row, elfCodes),
    };
  }
  throw new Error(USAGE);
}

const [kind, file, ...rest] = process.argv.slice(2);
if (!kind || !file) {
  console.error(USAGE);
  process.exit(2);
}

const format = await formatFor(kind, rest);
const fromStdin = file === '-';
const input: Readable = fromStdin ? process.stdin : createReadStream(file);
const totalBytes = fromStdin ? null : statSync(file).size;
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  let printed = 0;
  const result = await importCompanies(database, input, format, {
    totalBytes,
    showProgress: true,
    onRowError: (message) => {
      if (printed++ < PRINTED_ERRORS) process.stderr.write(`Пропущена ${message}\n`);
    },
  });
  console.log(
    [
      `Импорт ${format.source} завершён за ${result.seconds.toFixed(1)} с (${result.rowsPerSecond} строк/с).`,
      `Строк: ${result.rows}; добавлено: ${result.inserted}; обновлено: ${result.updated}; без изменений: ${result.unchanged};`,
      `не компании (дубликаты, аннулированные): ${result.ignored}; пропущено с ошибками: ${result.skipped}.`,
    ].join('\n'),
  );
} finally {
  await database.close();
}
