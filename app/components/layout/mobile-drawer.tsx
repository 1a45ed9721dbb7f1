import * as Dialog from '@radix-ui/react-dialog';
import type { DialogOnDemandProps } from '../../lib/use-dialog-on-demand';
import { NavLink } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { Contacts } from './contacts';
import { Logo } from './logo';
import { MENU, MY_ORDERS_LINK } from './navigation';

/**
 * The phone's menu drawer. Loaded with Radix only when the menu is first opened: a first visit
 * does not pay for a dialog it may never see.
 */
export default function MobileDrawer({
  site,
  open,
  onOpenChange,
  triggerRef,
}: DialogOnDemandProps & { site: SiteInfo }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          data-testid="drawer"
          // Focus goes back to the button that opened it, which is not a Radix trigger.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
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
              <li className="mt-2 border-t border-slate-200 pt-2">
                <NavLink
                  to={MY_ORDERS_LINK.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-slate-100'}`
                  }
                >
                  {MY_ORDERS_LINK.label}
                </NavLink>
              </li>
            </ul>
          </nav>
          <Contacts
            site={site}
            className="mt-auto border-t border-slate-200 pt-4 text-sm text-slate-700"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
