import type { AppServices } from '../../../contracts/app-services';
import { normalizeCountryCode } from '../../lib/chosen-country';
import { renderSafeMarkdown } from '../../lib/safe-markdown.server';
import { MESSAGES } from '../../../contracts/messages';

/** A country page's data by its lower-case code, with the text rendered; a 404 otherwise. */
export async function loadCountryDetails(services: AppServices, rawCode: string) {
  const code = normalizeCountryCode(rawCode);
  // Upper-case paths never get here (the server redirects them); anything else is not a code.
  const details = code && code === rawCode ? await services.dictionary.getCountry(code) : null;
  if (!details) throw new Response(MESSAGES.countryNotFound, { status: 404 });
  return {
    country: details.country,
    tariffs: details.tariffs,
    contentHtml: renderSafeMarkdown(details.content),
  };
}
