import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff, signInCookie, staffHeaders } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** Ways to spell a path that Fastify's router or React Router still reads as the same one. */
function spellings(path: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]+)\/(.*)$/.exec(path) ?? [];
  const encodedFirst = (letter: string) => `%${letter.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return [
    `/${encodedFirst(first[0]!)}${first.slice(1)}/${rest}`,
    `/${first}/${encodedFirst(rest[0]!)}${rest.slice(1)}`,
    `/${first}/${encodedFirst(rest[0]!).toUpperCase()}${rest.slice(1)}`,
    `/${first}//${rest}`,
    `/${first}/./${rest}`,
    `/${first}/x/../${rest}`,
    `/${first}/x/%2e%2e/${rest}`,
    `/x/%2E%2E/${first}/${rest}`,
    `/${first.toUpperCase()}/${rest.toUpperCase()}`,
    `/${first}\\${rest}`,
    `/${first}/${rest}/`,
  ];
}

/** Penetration test, issue 26 item 7: the guard reads the path as the routers do. */
describe.each(kinds)('the staff guard against encoded paths on %s', (kind) => {
  let t: TestApp;
  let managerCookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    managerCookie = await signInCookie(t.database, await createTestStaff(t.database, 'manager'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every spelling of a staff API path without a session', async () => {
    for (const url of spellings('/api/staff/account/me')) {
      // A POST: a GET of an odd spelling may first be redirected to the plain one.
      const res = await t.app.inject({ method: 'POST', url, headers: staffHeaders('') });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ message: STAFF_AUTH_MESSAGES.signInRequired });
    }
    const decoded = await t.app.inject({ url: '/api/%73taff/account/me' });
    expect(decoded.statusCode).toBe(401);
  });

  it('refuses a manager every spelling of an admin-only staff API path', async () => {
    for (const url of spellings('/api/staff/audit/entries')) {
      const res = await t.app.inject({ method: 'POST', url, headers: staffHeaders(managerCookie) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({ message: STAFF_AUTH_MESSAGES.forbidden });
    }
  });

  it('sends an anonymous visitor of any spelling of a staff page to the login form', async () => {
    for (const url of [...spellings('/admin1515/staff'), '/%61dmin1515/audit.data']) {
      const res = await t.app.inject({ method: 'POST', url, headers: staffHeaders('') });
      if (url.endsWith('.data')) {
        expect(res.statusCode, url).toBe(204);
        expect(res.headers['x-remix-redirect'], url).toBe('/admin1515');
      } else {
        expect(res.statusCode, url).toBe(303);
        expect(res.headers.location, url).toBe('/admin1515');
      }
    }
  });

  it('refuses a manager writing to any spelling of an admin section', async () => {
    for (const url of spellings('/admin1515/staff')) {
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
});
