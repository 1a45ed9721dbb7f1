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
  | { kind: 'failed'; message: string };

/** An answer remembers the query it belongs to, so a new query never shows an old answer. */
interface Answer {
  key: string;
  state: SearchState;
}

/**
 * Runs FindCompany whenever the criteria in the URL change (spec timeout 100 s). The loading
 * state always ends, and a search left behind by a new one or by navigation is aborted. Until
 * the answer to the current criteria arrives the state is `loading`, from the very first render
 * with them, so no frame shows the previous answer or the form in between.
 */
export function useCompanySearch(
  countryCode: string,
  criteria: CriteriaValues,
  queryKey: string,
): SearchState {
  const key = `${countryCode}?${queryKey}`;
  const hasCriteria = hasAnyCriteria(criteria);
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!hasCriteria) return;
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
  return answer?.key === key ? answer.state : { kind: 'loading' };
}
