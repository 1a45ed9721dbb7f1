import { COUNTRY_TEXT_MAX_LENGTH } from '../../../../contracts/staff/content';
import { requireStaff } from '../../../lib/require-staff.server';
import { renderSafeMarkdown } from '../../../lib/safe-markdown.server';
import { readLimitedText } from './read-form.server';
import type { Route } from './+types/preview';

// Markdown is at most COUNTRY_TEXT_MAX_LENGTH characters, up to four bytes each in UTF-8.
const MAX_BODY_BYTES = COUNTRY_TEXT_MAX_LENGTH * 4;

const plain = (text: string, status: number) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The live preview of a country text: POST the Markdown, get back the HTML the public country
 * page would show, from the very renderer it uses. Nothing is saved. The server has checked
 * the session, the role and that the request came from a page of this site.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireStaff(context, request);
  const markdown = await readLimitedText(request, MAX_BODY_BYTES);
  if (markdown === null || markdown.length > COUNTRY_TEXT_MAX_LENGTH) {
    return plain(`Текст длиннее ${COUNTRY_TEXT_MAX_LENGTH} символов`, 413);
  }
  return new Response(renderSafeMarkdown(markdown), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Only POST renders; a GET (a typed address, a crawler) is told so. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request);
  return new Response('Предпросмотр принимает текст только методом POST', {
    status: 405,
    headers: { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' },
  });
}
