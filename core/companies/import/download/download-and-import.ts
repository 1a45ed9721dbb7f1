import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../../../../db/client';
import {
  importCompanies,
  type ImportFormat,
  type ImportOptions,
  type ImportResult,
} from '../import-companies';
import { downloadFile } from './download-file';
import { DownloadError } from './download-error';
import {
  DownloadSources,
  latestCompaniesHouseFile,
  latestGleifFile,
  type PublishedFile,
} from './latest-files';
import { openZipCsv, verifyZipCsv } from './zip-csv';

export type DownloadKind = 'gleif' | 'companies-house';

const FINDERS: Record<DownloadKind, (s: DownloadSources) => Promise<PublishedFile>> = {
  gleif: latestGleifFile,
  'companies-house': latestCompaniesHouseFile,
};
const NAMES: Record<DownloadKind, string> = {
  gleif: 'GLEIF',
  'companies-house': 'Companies House',
};

export interface DownloadImportOptions extends Pick<ImportOptions, 'onRowError' | 'showProgress'> {
  /** The environment the base addresses are read from (GLEIF_GOLDEN_COPY_URL …). */
  env?: NodeJS.ProcessEnv;
  /** Where the temporary folder is made; the system's by default. */
  tempRoot?: string;
  /** Lines for the operator (what is being fetched, checked, imported). */
  log?: (line: string) => void;
}

/** Base addresses from the environment; a wrong one is refused with the variable's name. */
function downloadSources(env: NodeJS.ProcessEnv): DownloadSources {
  const parsed = DownloadSources.safeParse({
    GLEIF_GOLDEN_COPY_URL: env.GLEIF_GOLDEN_COPY_URL?.trim() || undefined,
    COMPANIES_HOUSE_DOWNLOAD_URL: env.COMPANIES_HOUSE_DOWNLOAD_URL?.trim() || undefined,
  });
  if (!parsed.success)
    throw new DownloadError(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/**
 * Fetches the latest file a register publishes, checks it whole (HTTP status, size, the
 * archive's CRC-32, the CSV header) and only then imports it through the usual importer, so a
 * broken download leaves the register as it was. The temporary folder goes in every case.
 */
export async function downloadAndImport(
  database: DatabaseHandle,
  kind: DownloadKind,
  format: ImportFormat,
  options: DownloadImportOptions = {},
): Promise<ImportResult & { file: PublishedFile }> {
  const what = NAMES[kind];
  const log = options.log ?? (() => undefined);
  const sources = downloadSources(options.env ?? process.env);
  const file = await FINDERS[kind](sources);
  const folder = await mkdtemp(path.join(options.tempRoot ?? tmpdir(), 'inocheck-import-'));
  try {
    const zipPath = path.join(folder, path.basename(file.name) || 'download.zip');
    log(`${what}: скачиваем ${file.url}${file.published ? ` (публикация ${file.published})` : ''}`);
    await downloadFile(file.url, zipPath, {
      expectedBytes: file.bytes,
      showProgress: options.showProgress,
    });
    const csv = await openZipCsv(zipPath, what);
    try {
      log(`${what}: проверяем архив (${csv.name}, ${(csv.bytes / 1024 / 1024).toFixed(0)} МБ)`);
      await verifyZipCsv(csv, format.requiredColumns, what, options.showProgress);
      log(`${what}: импортируем ${csv.name}`);
      const result = await importCompanies(database, await csv.open(), format, {
        totalBytes: csv.bytes,
        showProgress: options.showProgress,
        onRowError: options.onRowError,
      });
      return { ...result, file };
    } finally {
      csv.close();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
