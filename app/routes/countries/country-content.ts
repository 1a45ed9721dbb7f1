import { loadCountryDetails } from './country-details.server';
import type { Route } from './+types/country-content';

/**
 * The country's information text as JSON, for the home page's country dialog. A resource
 * route (no component): the dialog fetches it only when opened.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { country, contentHtml } = await loadCountryDetails(context.services, params.id);
  // Staff edit the text in the staff area; a cached copy would hide the edit for minutes.
  return Response.json(
    { code: country.code, html: contentHtml },
    { headers: { 'cache-control': 'no-cache' } },
  );
}
