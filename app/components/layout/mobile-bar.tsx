import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { useIsMobile } from '../../lib/use-is-mobile';
import { Contacts } from './contacts';
import { Logo } from './logo';
import { MENU } from './navigation';

/** The app bar with a drawer, shown at 960 px or less. */
export function MobileBar({ site }: { site: SiteInfo }) {
  const [open, setOpen] = useState(false);
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
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            className="grid h-10 w-10 place-items-center rounded-full hover:bg-white/15"
            aria-label="Открыть меню"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M3 6h18M3 12h18M3 18h18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
            <Dialog.Content
              data-testid="drawer"
              className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 text-ink shadow-xl focus:outline-none"
            >
              <div className="mb-4 flex items-center justify-between">
                <Dialog.Title asChild>
                  <div>
                    <Logo siteName={site.siteName} />
                  </div>
                </Dialog.Title>
                <Dialog.Close
                  className="grid h-9 w-9 place-items-center rounded-full hover:bg-slate-100"
                  aria-label="Закрыть меню"
                >
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                    <path
                      d="M6 6l12 12M18 6 6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Разделы сайта и контакты</Dialog.Description>
              <nav aria-label="Меню">
                <ul className="flex flex-col">
                  {MENU.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        end={item.to === '/'}
                        className={({ isActive }) =>
                          `block rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-100'}`
                        }
                      >
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <Contacts
                site={site}
                className="mt-auto border-t border-slate-200 pt-4 text-sm text-slate-700"
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Logo siteName={site.siteName} inverted />
      </div>
    </header>
  );
}
