import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { TestSiteStrip } from './test-site-strip';

/** The test-site strip, when the root's data says this is a test site. */
export function TestSiteBanner() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  return data?.site.isTestSite ? <TestSiteStrip /> : null;
}
