import { attachmentDisposition } from '../../contracts/attachment-disposition';
import type { DownloadFile } from '../../contracts/payment-services';

/** A private download: the file as an attachment, never cached, never sniffed as another type. */
export function fileResponse(file: DownloadFile): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentDisposition(file.fileName, file.asciiFileName),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Robots-Tag': 'noindex, nofollow',
  });
  if (file.size !== undefined) headers.set('Content-Length', String(file.size));
  return new Response(file.body as BodyInit, { status: 200, headers });
}
