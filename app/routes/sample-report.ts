import { redirect } from 'react-router';
import { attachmentDisposition } from '../../contracts/attachment-disposition';
import { MESSAGES } from '../../contracts/messages';
import { COUNTRY_QUERY_PARAM, normalizeCountryCode } from '../lib/chosen-country';
import type { Route } from './+types/sample-report';

/**
 * GET /sample-report?country=de: the country's sample report as a download. «Скачать образец»
 * is a link here (or, on the home page, its chooser's form sends the country here), so it
 * works before the page's script runs; the script fetches the same file through the API.
 * Without a country the visitor is sent to choose one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const code = normalizeCountryCode(new URL(request.url).searchParams.get(COUNTRY_QUERY_PARAM));
  if (!code) throw redirect('/countries');
  if (!(await context.takeLimitTurn('sample'))) {
    return new Response(MESSAGES.tooManyRequests, {
      status: 429,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const file = await context.services.sampleReports.getSampleReport(code);
  if (!file) throw redirect('/countries');
  return new Response(file.body as BodyInit, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': attachmentDisposition(file.fileName, file.asciiFileName),
      'content-length': String(file.body.byteLength),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
