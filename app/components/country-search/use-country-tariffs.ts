import { useEffect, useState } from 'react';
import { COUNTRY_CODE_TYPE, REQUEST_ID_PLACEHOLDER } from '../../../contracts/constants';
import type { Country, GetCountryResponse, Tariff } from '../../../contracts/dictionary';
import { ApiError, apiPostJson, isAbortError } from '../../lib/api-client';

export type TariffsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; tariffs: Tariff[] }
  | { status: 'error'; message: string; retry: () => void };

/** Tariffs already fetched in this tab: choosing a country again shows them at once. */
const cache = new Map<string, Tariff[]>();

/**
 * The chosen country's tariffs. A loader that already knows them passes them as `known`
 * (server rendering, the country page); otherwise they are loaded with the spec's GetCountry
 * call by two-letter code.
 */
export function useCountryTariffs(
  country: Country | null,
  known?: { code: string; tariffs: Tariff[] } | null,
): TariffsState {
  const code = country?.code.toLowerCase() ?? null;
  const knownTariffs = known && code && known.code.toLowerCase() === code ? known.tariffs : null;
  const [loaded, setLoaded] = useState<{ code: string; state: TariffsState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!code || knownTariffs || cache.has(code)) return;
    const controller = new AbortController();
    const body = {
      requestId: REQUEST_ID_PLACEHOLDER,
      codeType: COUNTRY_CODE_TYPE,
      countryId: code,
    };
    apiPostJson<GetCountryResponse>('/api/Dictionary/GetCountry', body, {
      signal: controller.signal,
    }).then(
      (response) => {
        cache.set(code, response.tariffs);
        setLoaded({ code, state: { status: 'ready', tariffs: response.tariffs } });
      },
      (error: unknown) => {
        if (isAbortError(error)) return;
        // Spec section 8: a failed country or tariff load is logged.
        console.error('Ошибка загрузки тарифов страны', error);
        const message =
          error instanceof ApiError ? error.message : 'Не удалось загрузить тарифы страны.';
        setLoaded({
          code,
          state: { status: 'error', message, retry: () => setAttempt((n) => n + 1) },
        });
      },
    );
    return () => controller.abort();
  }, [code, knownTariffs, attempt]);

  if (!code) return { status: 'idle' };
  if (knownTariffs) return { status: 'ready', tariffs: knownTariffs };
  const cached = cache.get(code);
  if (cached) return { status: 'ready', tariffs: cached };
  if (loaded?.code === code && loaded.state.status === 'error') return loaded.state;
  return { status: 'loading' };
}
