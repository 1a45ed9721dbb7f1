import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_NOTICE } from '../../app/components/layout/test-site-strip';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff, signInCookie } from '../helpers/staff';
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

  // Each layout's error boundary, and the root's (the test gateway stands outside both layouts).
  it('says so on error pages too: 404 in each layout and at the root, 500', async () => {
    for (const url of ['/no-such-page', '/countries/country/zz', '/test-gateway/no-such-payment']) {
      const res = await testSite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(TEST_SITE_NOTICE);
    }
    // A loader that fails: the reviews page without its table.
    await testSite.database.db.execute(sql`alter table reviews rename to reviews_gone`);
    try {
      const res = await testSite.app.inject({ method: 'GET', url: '/feedbacks' });
      expect(res.statusCode).toBe(500);
      expect(res.body).toContain(TEST_SITE_NOTICE);
    } finally {
      await testSite.database.db.execute(sql`alter table reviews_gone rename to reviews`);
    }
  });

  it('says so to a signed-in staff member, on a page and on the staff area’s 404', async () => {
    const cookie = await signInCookie(
      testSite.database,
      await createTestStaff(testSite.database, 'admin'),
    );
    const home = await testSite.app.inject({
      method: 'GET',
      url: '/admin1515',
      headers: { cookie },
    });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('служебный раздел');
    expect(home.body).toContain(TEST_SITE_NOTICE);
    const missing = await testSite.app.inject({
      method: 'GET',
      url: '/admin1515/no-such-section',
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(TEST_SITE_NOTICE);
  });

  it('says nothing of the kind otherwise', async () => {
    for (const url of PAGES) {
      const res = await realSite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(TEST_SITE_NOTICE);
    }
  });
});
