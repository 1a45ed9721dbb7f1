import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { DownloadError, reason } from './download-error';
import { byteProgress } from './download-file';

/** The CSV file inside a downloaded archive. */
export interface ZipCsv {
  /** Its name in the archive. */
  name: string;
  /** Uncompressed size, for the import's progress bar. */
  bytes: number;
  /** CRC-32 of the uncompressed bytes, as the archive records it. */
  crc32: number;
  /** A fresh stream of its uncompressed bytes. */
  open(): Promise<Readable>;
  close(): void;
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

async function entries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const found: yauzl.Entry[] = [];
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      found.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(found));
    zip.on('error', reject);
    zip.readEntry();
  });
}

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/**
 * Opens the one CSV file of a zip archive (the publishers' archives hold one). A truncated or
 * damaged archive fails here already: its central directory, at the end, is missing or wrong.
 */
export async function openZipCsv(path: string, what: string): Promise<ZipCsv> {
  let zip: yauzl.ZipFile;
  let csvs: yauzl.Entry[];
  try {
    zip = await openZip(path);
    csvs = (await entries(zip)).filter((e) => /\.csv$/i.test(e.fileName));
  } catch (error) {
    throw new DownloadError(`${what}: архив повреждён или обрезан (${reason(error)})`);
  }
  const entry = csvs.sort((a, b) => b.uncompressedSize - a.uncompressedSize)[0];
  if (!entry) {
    zip.close();
    throw new DownloadError(`${what}: в архиве нет файла CSV`);
  }
  return {
    name: entry.fileName,
    bytes: entry.uncompressedSize,
    crc32: entry.crc32,
    open: () => openEntry(zip, entry),
    close: () => zip.close(),
  };
}

/**
 * Reads the whole CSV once before anything is imported: inflates it, compares its CRC-32 and
 * size with the archive's records and checks the header names the columns the importer needs,
 * so a damaged file is refused with nothing written to the register.
 */
export async function verifyZipCsv(
  csv: ZipCsv,
  requiredColumns: readonly string[],
  what: string,
  showProgress = false,
): Promise<void> {
  let checksum = 0;
  let bytes = 0;
  let head = '';
  // Several gigabytes are inflated here: the operator sees it move.
  const progress = showProgress ? byteProgress('Проверка', csv.bytes) : null;
  try {
    const stream = await csv.open();
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      checksum = crc32(chunk, checksum);
      bytes += chunk.length;
      progress?.update(bytes);
      if (head.length < 65_536 && !head.includes('\n')) head += chunk.toString('utf8', 0, 65_536);
    }
  } catch (error) {
    throw new DownloadError(`${what}: архив повреждён (${reason(error)})`);
  } finally {
    progress?.stop();
  }
  if (bytes !== csv.bytes)
    throw new DownloadError(
      `${what}: архив повреждён, распаковано ${bytes} байт вместо ${csv.bytes}`,
    );
  if (checksum >>> 0 !== csv.crc32 >>> 0)
    throw new DownloadError(`${what}: архив повреждён, контрольная сумма CRC-32 не сходится`);
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const header = firstLine
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((h) => h.trim().replace(/^"|"$/g, ''));
  const missing = requiredColumns.filter((c) => !header.includes(c));
  if (missing.length)
    throw new DownloadError(
      `${what}: ${csv.name} — не тот файл: в заголовке нет колонок ${missing.join(', ')}`,
    );
}
