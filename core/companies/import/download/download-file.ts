import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import cliProgress from 'cli-progress';
import { DownloadError, reason } from './download-error';

export interface DownloadOptions {
  /** The size the publisher announces (GLEIF's `size`); the file must have exactly this many bytes. */
  expectedBytes?: number | null;
  showProgress?: boolean;
}

const MB = 1024 * 1024;

/** A bar of megabytes done on stderr (one line when stderr is not a terminal). */
export function byteProgress(label: string, total: number | null) {
  const stream = process.stderr;
  if (!stream.isTTY) {
    stream.write(`${label}${total ? ` ${(total / MB).toFixed(0)} МБ` : ''}…\n`);
    return { update: () => undefined, stop: () => undefined };
  }
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: `${label} {bar} {percentage}% | {done} из {all} МБ | осталось {eta_formatted}`,
      hideCursor: true,
      fps: 5,
    },
    cliProgress.Presets.shades_classic,
  );
  const size = total ?? 0;
  bar.start(size, 0, { done: '0', all: total ? (total / MB).toFixed(0) : '?' });
  return {
    update: (bytes: number) => bar.update(Math.min(bytes, size), { done: (bytes / MB).toFixed(0) }),
    stop: () => bar.stop(),
  };
}

/**
 * Streams `url` into `path` (constant memory) with a progress bar on stderr, and refuses what
 * is not the whole file: an HTTP status other than 200, a body shorter or longer than its
 * Content-Length, or a size other than the one the publisher announced.
 */
export async function downloadFile(
  url: string,
  path: string,
  options: DownloadOptions = {},
): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow' });
  } catch (error) {
    throw new DownloadError(`не удалось соединиться с ${url} (${reason(error)})`);
  }
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new DownloadError(
      `сервер ответил ${response.status} ${response.statusText} на запрос ${url}`,
    );
  }
  const header = response.headers.get('content-length');
  const declared = header !== null && /^\d+$/.test(header) ? Number(header) : null;
  const expected = options.expectedBytes ?? declared;
  const progress = options.showProgress ? byteProgress('Скачивание', expected) : null;
  let received = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      progress?.update(received);
      done(null, chunk);
    },
  });
  try {
    // fetch's body is the DOM stream type; at run time it is Node's own web stream.
    const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    await pipeline(body, count, createWriteStream(path));
  } catch (error) {
    throw new DownloadError(`загрузка ${url} прервалась после ${received} байт (${reason(error)})`);
  } finally {
    progress?.stop();
  }
  if (declared !== null && received !== declared)
    throw new DownloadError(
      `файл получен не полностью: ${received} байт из ${declared} по Content-Length (${url})`,
    );
  if (options.expectedBytes != null && received !== options.expectedBytes)
    throw new DownloadError(
      `размер файла ${received} байт не совпадает с объявленным издателем: ${options.expectedBytes} (${url})`,
    );
  return received;
}
