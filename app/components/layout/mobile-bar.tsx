import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { useDialogOnDemand } from '../../lib/use-dialog-on-demand';
import { useIsMobile } from '../../lib/use-is-mobile';
import { Logo } from './logo';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

/** The app bar with a drawer, shown at 960 px or less. */
export function MobileBar({ site }: { site: SiteInfo }) {
  const { isOpen, setIsOpen, isMounted, openDialog, triggerRef, dialogProps } = useDialogOnDemand();
  const isMobile = useIsMobile();
  const location = useLocation();

  // Close on navigation, and when the window grows into the desktop layout.
  useEffect(() => setIsOpen(false), [location.pathname, setIsOpen]);
  useEffect(() => {
    if (!isMobile) setIsOpen(false);
  }, [isMobile, setIsOpen]);

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
          aria-expanded={isOpen}
          // A finger on the button is a good moment to start fetching the drawer.
          onPointerDown={() => void loadDrawer()}
          onClick={openDialog}
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
        {isMounted ? (
          <Suspense fallback={null}>
            <MobileDrawer site={site} {...dialogProps} />
          </Suspense>
        ) : null}
        <Logo siteName={site.siteName} inverted />
      </div>
    </header>
  );
}
