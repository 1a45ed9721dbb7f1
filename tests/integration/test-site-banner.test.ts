import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_NOTICE } from '../../app/components/layout/test-site-banner';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

let site: SiteBuild;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

// Public pages and the staff area's sign-in page: one database kind is enough for a layout.
const PAGES = ['/', '/tariffs', '/admin1515'];

describe('a site running as a test site (TEST_SITE)', () => {
  let testSite: TestApp;
  let realSite: TestApp;
  beforeAll(async () => {
    testSite = await createTestApp('pglite', { TEST_SITE: 'true' }, { site });
    realSite = await createTestApp('pglite', {}, { site, database: testSite.database });
  });
  afterAll(async () => {
    await realSite?.close();
    await testSite?.close();
  });

  it('says so on every page, the staff area included', async () => {
    for (const url of PAGES) {
      const res = await testSite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(TEST_SITE_NOTICE);
    }
  });

  it('says nothing of the kind otherwise', async () => {
    for (const url of PAGES) {
      const res = await realSite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(TEST_SITE_NOTICE);
    }
  });
});
