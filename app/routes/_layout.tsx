import type { ReactNode } from 'react';
import { Outlet, useRouteLoaderData } from 'react-router';
import { ErrorView } from '../components/error-view';
import { JsonLd } from '../components/json-ld';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { MobileBar } from '../components/layout/mobile-bar';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import { TestSiteBanner } from '../components/layout/test-site-banner';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/_layout';
import { normalizeBaseUrl } from '../../contracts/base-url';

/** The default layout of spec section 2: header (or app bar), body, footer. */
function Shell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return <>{children}</>;
  const { site } = data;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        К содержанию
      </a>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: site.siteName,
          url: site.publicBaseUrl,
          logo: `${normalizeBaseUrl(site.publicBaseUrl)}/favicon.svg`,
          email: site.email,
          telephone: site.phones,
          address: { '@type': 'PostalAddress', streetAddress: site.address, addressCountry: 'RU' },
        }}
      />
      <TestSiteBanner />
      <Header site={site} />
      <MobileBar site={site} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer site={site} />
      <ScrollToTop />
    </div>
  );
}

export default function DefaultLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Shell>
      <ErrorView error={error} />
    </Shell>
  );
}
