import { useEffect, useState } from 'react';
import type { FindCompanyResponse } from '../../../contracts/company-search';
import { FIND_COMPANY_TIMEOUT_MS, REPORT_CONTENT_TYPE } from '../../../contracts/constants';
import { apiPostJson, isAbortError } from '../../lib/api-client';
import {
  filledCriteria,
  hasAnyCriteria,
  type CriteriaValues,
} from '../../lib/company-search-query';

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; response: FindCompanyResponse }
  | { kind: 'failed'; message: string }
  /** Refused by the server (bad criteria, too many searches): its message alone is shown. */
  | { kind: 'refused'; message: string };

/** A search the server ran for the page's HTML, with the query (`queryKey`) it answers. */
export type ServerSearch =
  | { key: string; kind: 'done'; response: FindCompanyResponse }
  | { key: string; kind: 'refused'; message: string };

/** An answer remembers the query it belongs to, so a new query never shows an old answer. */
interface Answer {
  key: string;
  state: SearchState;
}

/**
 * Runs FindCompany whenever the criteria in the URL change (spec timeout 100 s). The loading
 * state always ends, and a search left behind by a new one or by navigation is aborted. Until
 * the answer to the current criteria arrives the state is `loading`, from the very first render
 * with them, so no frame shows the previous answer or the form in between. A search the server
 * already ran for these criteria (`served`, from the page's HTML) is the answer as it stands:
 * hydration shows it, with no second request and no spinner.
 */
export function useCompanySearch(
  countryCode: string,
  criteria: CriteriaValues,
  queryKey: string,
  served: ServerSearch | null = null,
): SearchState {
  const key = `${countryCode}?${queryKey}`;
  const hasCriteria = hasAnyCriteria(criteria);
  const servedNow = served?.key === queryKey ? served : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!hasCriteria || servedNow) return;
    const controller = new AbortController();
    apiPostJson<FindCompanyResponse>(
      '/api/SearchReport/FindCompany',
      {
        countryId: countryCode,
        reportContentTypeId: REPORT_CONTENT_TYPE,
        requestId: crypto.randomUUID(),
        company: filledCriteria(criteria),
      },
      { signal: controller.signal, timeoutMs: FIND_COMPANY_TIMEOUT_MS },
    )
      .then((response) => {
        // Spec: an `error` in the answer is logged; the user sees the result views.
        if (response.error) console.warn('FindCompany:', response.error);
        setAnswer({ key, state: { kind: 'done', response } });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('Ошибка запроса', error);
        setAnswer({
          key,
          state: {
            kind: 'failed',
            message: error instanceof Error ? error.message : 'Ошибка запроса',
          },
        });
      });
    return () => controller.abort();
    // The key stands for the criteria: a new object each render must not restart the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!hasCriteria) return { kind: 'idle' };
  if (servedNow?.kind === 'done') return { kind: 'done', response: servedNow.response };
  if (servedNow) return { kind: 'refused', message: servedNow.message };
  return answer?.key === key ? answer.state : { kind: 'loading' };
}
