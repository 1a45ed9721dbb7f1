import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../contracts/constants';

const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * Spec: the mobile mode is recomputed whenever the window is resized. Layout itself is chosen
 * by CSS media queries (so the server's first paint is right); this hook serves behaviour.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
