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

/** A download refused by the domain (its 4xx and Russian message), as plain text. */
export function refusalResponse(refusal: { status: number; message: string }): Response {
  return new Response(refusal.message, {
    status: refusal.status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
