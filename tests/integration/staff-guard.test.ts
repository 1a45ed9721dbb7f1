import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff, signInCookie, staffHeaders, TEST_ORIGIN } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** The staff API's routes as registered, with sample values for their parameters. */
function staffApiRoutes(t: TestApp) {
  return t.app.routeList
    .filter((r) => r.url.startsWith('/api/staff/') && r.method !== 'HEAD')
    .map((r) => ({ method: r.method, url: r.url.replace(/:(\w+)/g, '1') }));
}

describe.each(kinds)('the staff guard on %s', (kind) => {
  let t: TestApp;
  let adminCookie: string;
  let managerCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    adminCookie = await signInCookie(t.database, await createTestStaff(t.database, 'admin'));
    managerCookie = await signInCookie(t.database, await createTestStaff(t.database, 'manager'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has staff API routes to check', () => {
    expect(staffApiRoutes(t).length).toBeGreaterThan(0);
  });

  it('refuses every staff API route without a session: 401 in Russian', async () => {
    for (const route of staffApiRoutes(t)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ message: STAFF_AUTH_MESSAGES.signInRequired });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a forged or expired session cookie like none', async () => {
    const res = await t.app.inject({
      url: '/api/staff/account/me',
      headers: { cookie: 'staff_session=forged-token-forged-token-forged' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers who is signed in', async () => {
    const res = await t.app.inject({
      url: '/api/staff/account/me',
      headers: { cookie: managerCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'manager' });
  });

  it('refuses a manager on every admin-only staff API route, and lets an admin through', async () => {
    const adminOnly = staffApiRoutes(t).filter((r) =>
      /^\/api\/staff\/(country_content|staff|audit)\//.test(r.url),
    );
    for (const route of adminOnly) {
      const asManager = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: staffHeaders(managerCookie),
      });
      expect(asManager.statusCode, `${route.method} ${route.url}`).toBe(403);
      const asAdmin = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: staffHeaders(adminCookie),
      });
      expect(asAdmin.statusCode, `${route.method} ${route.url}`).not.toBe(403);
    }
  });

  it('sends an anonymous visitor of a staff page to the login form and back', async () => {
    const res = await t.app.inject({ url: '/admin1515/company_reports?status=new' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `/admin1515?next=${encodeURIComponent('/admin1515/company_reports?status=new')}`,
    );
    const data = await t.app.inject({ url: '/admin1515/company_reports.data' });
    expect(data.statusCode).toBe(204);
    expect(data.headers['x-remix-redirect']).toBe('/admin1515');
  });

  it('refuses a manager writing to an admin section before any page code runs', async () => {
    for (const url of ['/admin1515/staff', '/admin1515/country_content/de', '/admin1515/audit']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...staffHeaders(managerCookie),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: 'intent=anything',
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('refuses a state-changing staff request from another site (CSRF), even with a valid session', async () => {
    const cases: Record<string, string>[] = [
      { cookie: adminCookie },
      { cookie: adminCookie, origin: 'https://evil.example' },
      { cookie: adminCookie, referer: 'https://evil.example/page' },
      { cookie: adminCookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      for (const url of ['/admin1515/logout', '/api/staff/account/me', '/admin1515']) {
        const res = await t.app.inject({ method: 'POST', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ message: STAFF_AUTH_MESSAGES.badOrigin });
      }
    }
    // The same request from the site's own page passes the check (then meets the router).
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/staff/account/me',
      headers: staffHeaders(adminCookie),
    });
    expect(own.statusCode).not.toBe(403);
  });
});
