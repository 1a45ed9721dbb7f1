import { Link } from 'react-router';
import { FOOTER_HEIGHT } from '../../../contracts/constants';
import type { SiteInfo } from '../../../contracts/site';
import { Contacts } from './contacts';
import { Logo } from './logo';
import { FOOTER_LINKS, MENU, MY_ORDERS_LINK } from './navigation';

export function Footer({ site }: { site: SiteInfo }) {
  return (
    <footer
      data-testid="footer"
      className="bg-ink text-slate-300"
      style={{ minHeight: FOOTER_HEIGHT }}
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-6 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo siteName={site.siteName} inverted />
          <p className="text-sm">
            Проверка иностранных контрагентов и кредитные отчёты о компаниях в 200+ странах. Оплата
            — только за готовый отчёт.
          </p>
        </div>
        <nav aria-label="Разделы">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {[...MENU, MY_ORDERS_LINK, ...FOOTER_LINKS].map((item) => (
              <li key={item.to}>
                <Link className="hover:text-white hover:underline" to={item.to}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Contacts site={site} className="text-sm" />
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the round «Наверх» button, so at the page's end it covers
            no footer text or link on a phone. */}
        <div className="mx-auto max-w-7xl px-6 pt-4 pb-20 text-xs text-slate-400 sm:pb-4">
          © {new Date().getFullYear()} {site.siteName}. Сведения в отчётах получены из официальных и
          открытых источников.
        </div>
      </div>
    </footer>
  );
}
