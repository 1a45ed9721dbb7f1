import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  COMPANIES_HOUSE_COLUMNS,
  COMPANIES_HOUSE_SOURCE,
  mapCompaniesHouseRow,
} from '../core/companies/import/companies-house';
import { loadElfCodeList } from '../core/companies/import/elf-codes';
import { downloadAndImport } from '../core/companies/import/download/download-and-import';
import { DownloadError } from '../core/companies/import/download/download-error';
import { GLEIF_COLUMNS, GLEIF_SOURCE, mapGleifRow } from '../core/companies/import/gleif';
import {
  importCompanies,
  type ImportFormat,
  type ImportResult,
} from '../core/companies/import/import-companies';
import { loadConfig } from '../core/config';
import { openCommandDatabase } from './lib/open-command-database';

const USAGE = `Использование:
  npm run import -- gleif ФАЙЛ.csv [--elf ELF-КОДЫ.csv]
  npm run import -- companies-house ФАЙЛ.csv
  npm run import -- gleif --download [--elf ELF-КОДЫ.csv]
  npm run import -- companies-house --download
ФАЙЛ «-» читается со стандартного входа (например, unzip -p архив.zip | npm run import -- gleif -).
--download скачивает последний опубликованный файл с официального адреса, проверяет и импортирует его.`;

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
const isDownload = file === '--download';
const fromStdin = file === '-';
const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  await database.migrate();
  let printed = 0;
  const onRowError = (message: string) => {
    if (printed++ < PRINTED_ERRORS) process.stderr.write(`Пропущена ${message}\n`);
  };
  let result: ImportResult;
  if (isDownload) {
    result = await downloadAndImport(database, kind as 'gleif' | 'companies-house', format, {
      showProgress: true,
      onRowError,
      log: (line) => process.stderr.write(`${line}\n`),
    });
  } else {
    const input: Readable = fromStdin ? process.stdin : createReadStream(file);
    const totalBytes = fromStdin ? null : statSync(file).size;
    result = await importCompanies(database, input, format, {
      totalBytes,
      showProgress: true,
      onRowError,
    });
  }
  console.log(
    [
      `Импорт ${format.source} завершён за ${result.seconds.toFixed(1)} с (${result.rowsPerSecond} строк/с).`,
      `Строк: ${result.rows}; добавлено: ${result.inserted}; обновлено: ${result.updated}; без изменений: ${result.unchanged};`,
      `не компании (дубликаты, аннулированные): ${result.ignored}; пропущено с ошибками: ${result.skipped}.`,
    ].join('\n'),
  );
} catch (error) {
  // A refused download is the operator's to act on: the cause in words, no stack trace.
  if (!(error instanceof DownloadError)) throw error;
  console.error(`Импорт не выполнен, реестр не изменён. ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
