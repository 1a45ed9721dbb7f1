import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { useDialogOnDemand } from '../../lib/use-dialog-on-demand';
import { useHydrated } from '../../lib/use-hydrated';
import { useIsMobile } from '../../lib/use-is-mobile';
import { Contacts } from './contacts';
import { MENU } from './navigation';
import { Logo } from './logo';

const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);

const MENU_ICON = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/**
 * The menu before the page's script runs, or without it: a `<details>` the browser opens by
 * itself, with the same sections and contacts as the drawer.
 */
function MenuWithoutScript({ site }: { site: SiteInfo }) {
  return (
    <details className="group" data-testid="menu-without-script">
      <summary
        aria-label="Открыть меню"
        className="grid h-10 w-10 cursor-pointer list-none place-items-center rounded-full hover:bg-white/15 [&::-webkit-details-marker]:hidden"
      >
        {MENU_ICON}
      </summary>
      <div className="absolute inset-x-0 top-14 z-40 max-h-[calc(100vh-3.5rem)] overflow-y-auto bg-white p-4 text-ink shadow-xl">
        <nav aria-label="Меню">
          <ul className="flex flex-col">
            {MENU.map((item) => (
              <li key={item.to}>
                <a
                  href={item.to}
                  className="block rounded-md px-3 py-3 text-base font-medium hover:bg-slate-100"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Contacts
          site={site}
          className="mt-2 border-t border-slate-200 pt-4 text-sm text-slate-700"
        />
      </div>
    </details>
  );
}

/** The app bar with a drawer, shown at 960 px or less. */
export function MobileBar({ site }: { site: SiteInfo }) {
  const { isOpen, setIsOpen, isMounted, openDialog, triggerRef, dialogProps } = useDialogOnDemand();
  const isMobile = useIsMobile();
  const location = useLocation();
  const isHydrated = useHydrated();

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
        {isHydrated ? null : <MenuWithoutScript site={site} />}
        <button
          hidden={!isHydrated}
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
          {MENU_ICON}
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
