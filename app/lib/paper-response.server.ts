import type { DownloadFile } from '../../contracts/payment-services';
import { tryDomain } from './domain-result.server';
import { fileResponse } from './file-response.server';

/** Papers queue for a second or two at most (core/documents/paper-renderer.ts). */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * An order's invoice or act as its download, a Russian 404 when there is none, or a Russian 503
 * with `Retry-After` while too many papers wait to be rendered.
 */
export async function paperResponse(get: () => Promise<DownloadFile | null>): Promise<Response> {
  const result = await tryDomain(get);
  if (!result.ok) {
    return new Response(result.message, {
      status: result.status,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        ...(result.status === 503 ? { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } : {}),
      },
    });
  }
  if (!result.value) throw new Response('Документ не найден', { status: 404 });
  return fileResponse(result.value);
}
