import { data, redirect, type AppLoadContext } from 'react-router';
import { CompanySearchCriteria } from '../../../contracts/company-search';
import { MESSAGES } from '../../../contracts/messages';
import type { PageSearch } from '../../components/company-search/page-search';
import { listsNoteOf } from '../../components/sanctions/lists-note';
import { tariffFromSearchParams } from '../../lib/chosen-tariff';
import {
  criteriaFromSearchParams,
  criteriaToSearchParams,
  filledCriteria,
  hasAnyCriteria,
} from '../../lib/company-search-query';
import { companyOrderPath } from '../../lib/order-path';

/** How a searched page answers: the search for the page, its status and headers. */
export interface PageSearchAnswer {
  search: PageSearch;
  init: { status: number; headers: Record<string, string> };
}

/**
 * The search a country page's URL asks for: the page's only search path, for the whole
 * document (a shared link, a crawler, a browser without JavaScript) and for React Router's
 * data request after the form's submit alike. The same domain function as the API's
 * FindCompany, under the same per-client limit. Null when the URL asks for no search.
 * One match redirects to its order page.
 */
export async function searchForPage(
  url: URL,
  context: AppLoadContext,
  countryCode: string,
): Promise<PageSearchAnswer | null> {
  const criteria = criteriaFromSearchParams(url.searchParams);
  if (!hasAnyCriteria(criteria)) return null;
  const key = criteriaToSearchParams(criteria).toString();
  // Results change with imports: a searched page is never kept by a browser or a proxy.
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  // Over the limit, the reply already carries its `retry-after`.
  const turn = await context.takeLimitTurn('search');
  if (turn !== true) {
    const search = { key, kind: 'refused', message: turn.message } as const;
    return { search, init: { status: 429, headers } };
  }
  const checked = CompanySearchCriteria.safeParse(filledCriteria(criteria));
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? MESSAGES.badRequest;
    return { search: { key, kind: 'refused', message }, init: { status: 400, headers } };
  }
  const response = await context.services.companies.find(countryCode, checked.data);
  if (!response) throw data(MESSAGES.countryNotFound, { status: 404 });
  const single =
    response.request ?? (response.companies.length === 1 ? response.companies[0] : null);
  if (single) {
    throw redirect(companyOrderPath(single.id, tariffFromSearchParams(url.searchParams)), {
      headers,
    });
  }
  const { companies, hasMore } = response;
  // Each company is screened against the lists loaded now: the badges say which and how old.
  const lists = listsNoteOf((await context.services.screening.lists()).lists);
  return {
    search: { key, kind: 'done', companies, hasMore, lists },
    init: { status: 200, headers },
  };
}
