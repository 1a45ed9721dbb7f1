import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { useIsMobile } from '../../lib/use-is-mobile';
import { Logo } from './logo';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The app bar with a drawer, shown at 960 px or less. */
export function MobileBar({ site }: { site: SiteInfo }) {
  const [open, setOpen] = useState(false);
  // The drawer's code is fetched on the first open and stays mounted after.
  const [wanted, setWanted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isMobile = useIsMobile();
  const location = useLocation();

  // Close on navigation, and when the window grows into the desktop layout.
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile]);

  return (
    <header
      data-testid="mobile-bar"
      className="desktop:hidden sticky top-0 z-30 bg-brand-600 text-white shadow-md"
    >
      <div className="flex h-14 items-center gap-3 px-3">
        <button
          ref={triggerRef}
          type="button"
          className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/15"
          aria-label="Открыть меню"
          aria-haspopup="dialog"
          aria-expanded={open}
          // A finger on the button is a good moment to start fetching the drawer.
          onPointerDown={() => void loadDrawer()}
          onClick={() => {
            setWanted(true);
            setOpen(true);
          }}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        {wanted ? (
          <Suspense fallback={null}>
            <MobileDrawer site={site} open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
          </Suspense>
        ) : null}
        <Logo siteName={site.siteName} inverted />
      </div>
    </header>
  );
}
