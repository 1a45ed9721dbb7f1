import { inlineDisposition } from '../../../contracts/attachment-disposition';
import { CERTIFICATE_NOT_FOUND } from '../../../contracts/sanctions-certificate';
import { tryDomain } from '../../lib/domain-result.server';
import type { Route } from './+types/certificate-pdf';

/**
 * The certificate's PDF, shown in the browser (a bank officer opens it from the QR code too).
 * Only a genuine, unaltered record has one; anything else is a Russian 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signature = new URL(request.url).searchParams.get('s') ?? '';
  const result = await tryDomain(() => context.services.certificates.pdf(params.number, signature));
  const text = (message: string, status: number) =>
    new Response(message, {
      status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (!result.ok) return text(result.message, result.status);
  if (!result.value) return text(CERTIFICATE_NOT_FOUND, 404);
  const file = result.value;
  return new Response(file.body as BodyInit, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': inlineDisposition(file.fileName, file.asciiFileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex, nofollow',
      ...(file.size !== undefined ? { 'Content-Length': String(file.size) } : {}),
    },
  });
}
