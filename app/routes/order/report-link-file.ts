import { redirect } from 'react-router';
import { fileResponse } from '../../lib/file-response.server';
import { linkParams, reportLinkPath } from './report-link-path';
import type { Route } from './+types/report-link-file';

/**
 * The report file of an e-mailed link (a resource route: only such a route can answer with a
 * file). An expired link goes back to the link's page, which offers a new one; anything else is
 * a plain 404 (never a redirect back, which could loop). The download is recorded only when the
 * file is actually handed out.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [expires, sig] = linkParams(request);
  const result = await context.services.payments.emailLinkFile(
    params.number,
    expires,
    sig,
    context.client,
  );
  if (result.kind === 'file') return fileResponse(result.file);
  if (result.kind === 'expired') {
    throw redirect(`${reportLinkPath(params.number)}${new URL(request.url).search}`);
  }
  throw new Response(
    'Ссылка недействительна. Отчёт можно скачать на странице заказа или в разделе «Мои заказы».',
    { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
}
