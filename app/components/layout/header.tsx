import { Link, NavLink } from 'react-router';
import type { SiteInfo } from '../../../contracts/site';
import { Logo } from './logo';
import { MENU, MY_ORDERS_LINK, telHref } from './navigation';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-[15px] font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;

/** The desktop header, shown above 960 px; CSS decides, so the first paint is already right. */
export function Header({ site }: { site: SiteInfo }) {
  return (
    <header
      data-testid="desktop-header"
      className="mobile:hidden sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <div className="bg-ink text-[13px] text-slate-200">
        <div className="mx-auto flex max-w-7xl justify-between px-6 py-1.5">
          <span>Проверка иностранных компаний в 200+ странах · оплата только за готовый отчёт</span>
          <span className="flex gap-5">
            <span>{site.address}</span>
            <Link
              to={MY_ORDERS_LINK.to}
              className="font-semibold text-white hover:underline"
              data-testid="header-my-orders"
            >
              {MY_ORDERS_LINK.label}
            </Link>
          </span>
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-6 py-3">
        <Logo siteName={site.siteName} />
        <nav aria-label="Основное меню" className="flex flex-1 justify-center">
          <ul className="flex gap-1">
            {MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-right text-sm leading-snug">
          {site.phones.map((phone) => (
            <a
              key={phone}
              href={telHref(phone)}
              className="block font-semibold whitespace-nowrap text-ink hover:text-brand-600"
            >
              {phone}
            </a>
          ))}
          <a href={`mailto:${site.email}`} className="block text-slate-600 hover:text-brand-600">
            {site.email}
          </a>
        </div>
      </div>
    </header>
  );
}
