import { useEffect, useRef, useState } from 'react';

/** What the search screen shows; `loading` covers the wait for the URL and for the answer. */
export type SearchView = 'loading' | 'results' | 'no-match' | 'form';

const REVEAL_ATTRIBUTE = 'data-search-reveal';
/** Spread on the element of a view that is brought into view after «Найти». */
export const revealTarget = { [REVEAL_ATTRIBUTE]: '' };
/** Clears the sticky header (desktop 115 px, the phone's app bar 56 px) with some air. */
export const REVEAL_MARGIN = 'scroll-mt-32 mobile:scroll-mt-20';

/**
 * After «Найти» the form (often scrolled to its button) gives way to a short spinner, then to the
 * results: without help the page stays where it was and both sit above the screen or under the
 * sticky header. Once armed by a submit, the spinner is scrolled fully into view, then the
 * results heading is scrolled to the top (its scroll-margin clears the header) and focused, so a
 * screen reader starts reading there. Arriving on a search by link, reload or Back scrolls
 * nothing: the browser restores those positions itself.
 */
export function useRevealAfterSearch(view: SearchView) {
  const containerRef = useRef<HTMLElement>(null);
  const isArmed = useRef(false);
  // Counts submits, so «Найти» on a query whose view is already shown still reveals it.
  const [submits, setSubmits] = useState(0);
  useEffect(() => {
    if (!isArmed.current) return;
    const target = containerRef.current?.querySelector<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`);
    if (view === 'loading') {
      target?.scrollIntoView({ block: 'nearest' });
      return;
    }
    isArmed.current = false;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [view, submits]);
  return {
    containerRef,
    arm: () => {
      isArmed.current = true;
      setSubmits((n) => n + 1);
    },
  };
}
