import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** The home page's chosen country lives in `?country=de`, and in localStorage across visits. */
export const COUNTRY_QUERY_PARAM = 'country';
const STORAGE_KEY = 'inocheck.country';
const CODE_PATTERN = /^[a-z]{2}$/;

/** A lower-case two-letter code, or null for anything else. */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

function readStoredCode(): string | null {
  try {
    return normalizeCountryCode(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be disabled (private mode, strict settings): the URL still works.
    return null;
  }
}

function storeCode(code: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // See readStoredCode.
  }
}

/**
 * The chosen country's lower-case code and a setter. The URL wins (a shared link shows its
 * country); without one, the country chosen on an earlier visit is restored after hydration.
 */
export function useChosenCountryCode(): [string | null, (code: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlCode = normalizeCountryCode(searchParams.get(COUNTRY_QUERY_PARAM));
  // The choice shows at once; the URL catches up when the router has navigated.
  const [code, setChosen] = useState(urlCode);
  const [seenUrlCode, setSeenUrlCode] = useState(urlCode);
  if (urlCode !== seenUrlCode) {
    // The URL changed on its own (back, forward, a link with ?country=): it wins.
    setSeenUrlCode(urlCode);
    if (urlCode) setChosen(urlCode);
  }

  const setCode = useCallback(
    (next: string) => {
      const normalized = normalizeCountryCode(next);
      if (!normalized) return;
      setChosen(normalized);
      storeCode(normalized);
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          updated.set(COUNTRY_QUERY_PARAM, normalized);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  useEffect(() => {
    if (urlCode) {
      storeCode(urlCode);
      return;
    }
    const stored = readStoredCode();
    if (stored) setCode(stored);
    // Only on arrival: a later change of the URL is the user's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return [code, setCode];
}
