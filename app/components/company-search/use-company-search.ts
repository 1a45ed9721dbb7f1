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

/**
 * Runs FindCompany whenever the criteria in the URL change (spec timeout 100 s). The loading
 * state always ends, and a search left behind by a new one or by navigation is aborted.
 */
export function useCompanySearch(
  countryCode: string,
  criteria: CriteriaValues,
  queryKey: string,
): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  useEffect(() => {
    if (!hasAnyCriteria(criteria)) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
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
        setState({ kind: 'done', response });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        console.warn('Ошибка запроса', error);
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : 'Ошибка запроса',
        });
      });
    return () => controller.abort();
    // queryKey stands for the criteria: a new object each render must not restart the search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [countryCode, queryKey]);
  return state;
}
