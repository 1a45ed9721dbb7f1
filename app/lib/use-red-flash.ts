import { useCallback, useEffect, useRef, useState } from 'react';
import { RED_FLASH_MS } from '../../contracts/constants';

/**
 * Spec section 2: when an action needs a country and none is chosen, an element flashes red for
 * about 1.5 s. The element itself declares the 1 s colour transition (RED_FLASH_TRANSITION_MS).
 */
export function useRedFlash() {
  const [isFlashing, setIsFlashing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    clearTimeout(timer.current);
    setIsFlashing(true);
    timer.current = setTimeout(() => setIsFlashing(false), RED_FLASH_MS);
  }, []);
  return { isFlashing, flash };
}
