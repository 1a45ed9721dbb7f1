export const TEST_SITE_NOTICE = 'Тестовый сайт: оплата не настоящая, заказы не выполняются';

/**
 * TEST_SITE: a slim strip atop every page, public and staff, so that nobody takes the test
 * gateway's payments or the orders placed here for real ones. The root's error page draws it
 * from its own loader data; the layouts use TestSiteBanner, which reads the root's data.
 */
export function TestSiteStrip() {
  return (
    <div role="note" className="bg-accent px-4 py-1 text-center text-sm font-bold text-ink">
      {TEST_SITE_NOTICE}
    </div>
  );
}
