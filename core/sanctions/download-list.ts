import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { SanctionsListCode } from '../../contracts/sanctions-lists';
import { listFileNames, type ListFile, type SanctionsListInput } from './parse-list';

/** A list that could not be downloaded; the message says why, in Russian. */
export class SanctionsDownloadError extends Error {
  override name = 'SanctionsDownloadError';
}

export interface DownloadOptions {
  fetch?: typeof fetch;
  /** A line of progress for the terminal. */
  onProgress?: (line: string) => void;
  timeoutMs?: number;
  /** Pause before the second and third attempt, times the attempt's number. */
  retryDelayMs?: number;
}

/** The EU file takes minutes to generate on a bad day. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;
const PROGRESS_STEP = 5 * 1024 * 1024;
/**
 * The EU's server sometimes answers 500, and a kept-alive connection the server has just
 * closed fails the next request: a file gets three tries.
 */
const ATTEMPTS = 3;
const DEFAULT_RETRY_DELAY_MS = 2000;

/** An address without its query and credentials, fit for logs and the history. */
export function printableAddress(address: string): string {
  const url = new URL(address);
  return `${url.origin}${url.pathname}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} МБ`;

async function downloadOnce(address: string, name: string, options: DownloadOptions) {
  const shown = printableAddress(address);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(address, {
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SanctionsDownloadError(`Не удалось скачать ${shown}: ${reason}.`);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new SanctionsDownloadError(
      `Адрес ${shown} ответил ${response.status} ${response.statusText}.`,
    );
  }
  const chunks: Buffer[] = [];
  let bytes = 0;
  let reported = 0;
  try {
    for await (const chunk of Readable.fromWeb(response.body as WebReadableStream<Uint8Array>)) {
      const piece = chunk as Buffer;
      chunks.push(piece);
      bytes += piece.length;
      if (bytes - reported >= PROGRESS_STEP) {
        options.onProgress?.(`  ${name}: ${megabytes(bytes)}…`);
        reported = bytes;
      }
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SanctionsDownloadError(`Загрузка ${shown} оборвалась: ${reason}.`);
  }
  options.onProgress?.(`  ${name}: ${megabytes(bytes)} скачано.`);
  const modified = response.headers.get('last-modified');
  const time = modified ? new Date(modified) : null;
  return {
    file: { name, content: Buffer.concat(chunks) } satisfies ListFile,
    time: time && !Number.isNaN(time.getTime()) ? time : null,
  };
}

async function download(address: string, name: string, options: DownloadOptions) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await downloadOnce(address, name, options);
    } catch (error) {
      if (!(error instanceof SanctionsDownloadError) || attempt >= ATTEMPTS) throw error;
      options.onProgress?.(`  ${error.message} Повтор…`);
      const delay = (options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) * attempt;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * A list from its address. OFAC's address names its main CSV file; the other three are taken
 * from beside it. The servers' Last-Modified stands in for a publication date the files lack.
 */
export async function downloadList(
  list: SanctionsListCode,
  address: string,
  options: DownloadOptions = {},
): Promise<SanctionsListInput> {
  const names = listFileNames(list);
  const isOfac = list === 'ofac-sdn' || list === 'ofac-cons';
  const addresses = isOfac ? names.map((name) => new URL(name, address).toString()) : [address];
  const files: ListFile[] = [];
  let newest: Date | undefined;
  for (const [i, each] of addresses.entries()) {
    const { file, time } = await download(each, names[i]!, options);
    files.push(file);
    if (time && (!newest || time > newest)) newest = time;
  }
  return { list, files, source: printableAddress(address), fileTime: newest };
}
