import { Outlet, useRouteLoaderData } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { MobileBar } from '../components/layout/mobile-bar';
import { ScrollToTop } from '../components/layout/scroll-to-top';
import type { loader as rootLoader } from '../root';

/** The default layout of spec section 2: header (or app bar), body, footer. */
export default function DefaultLayout() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) return <Outlet />;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        К содержанию
      </a>
      <Header site={data.site} />
      <MobileBar site={data.site} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer site={data.site} />
      <ScrollToTop />
    </div>
  );
}
