import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';

export const TEST_SITE_NOTICE = 'Тестовый сайт: оплата не настоящая, заказы не выполняются';

/**
 * TEST_SITE: a slim strip atop every page, public and staff, so that nobody takes the test
 * gateway's payments or the orders placed here for real ones.
 */
export function TestSiteBanner() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data?.site.isTestSite) return null;
  return (
    <div role="note" className="bg-accent px-4 py-1 text-center text-sm font-bold text-ink">
      {TEST_SITE_NOTICE}
    </div>
  );
}
