import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';

/**
 * Guards a fetcher form against a double click: the fetcher's state changes only after the
 * submit has started, so a second click in the same moment would otherwise post again.
 */
export function useSingleSubmit<T>(fetcher: FetcherWithComponents<T>) {
  const isPending = useRef(false);
  useEffect(() => {
    if (fetcher.state === 'idle') isPending.current = false;
  }, [fetcher.state]);
  return {
    /** Whether a post of this form is on its way. */
    isBusy: () => isPending.current || fetcher.state !== 'idle',
    /** Posts the form unless a post of it is already on its way. */
    submit(form: HTMLFormElement) {
      if (isPending.current) return;
      isPending.current = true;
      void fetcher.submit(form);
    },
  };
}
