import { beforeAll, describe, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes';
import { roleForStaffPath } from '../../contracts/staff/access';
import { baseUrl } from '../playwright-utils';
import { E2E_STAFF, type E2EStaffKey } from './staff-accounts';
import { expect } from './web-first';

/** Sample values for the staff pages' URL parameters. */
const PARAMS: Record<string, string> = {
  number: '2026-000001',
  fileId: '1',
  code: 'de',
  id: '1',
  kind: 'invoice',
};

/**
 * Every page path of the staff area, read from the route table itself: none can be forgotten.
 * With `raw`, the patterns matching it, parameters not yet filled in.
 */
function staffPaths(raw?: RegExp): string[] {
  const admin = routes.find((r) => r.path === 'admin1515');
  if (!admin?.children) throw new Error('no admin1515 route');
  const walk = (entries: RouteConfigEntry[], prefix: string): string[] =>
    entries.flatMap((entry) => {
      const path = entry.index ? prefix : `${prefix}/${entry.path ?? ''}`.replace(/\/$/, '');
      const own = entry.path === '*' ? `${prefix}/no-such-section` : path;
      return [own, ...walk(entry.children ?? [], path)];
    });
  const patterns = [...new Set(walk(admin.children, '/admin1515'))];
  if (raw) return patterns.filter((p) => raw.test(p));
  return patterns
    .map((p) => p.replace(/:(\w+)/g, (_m, name: string) => PARAMS[name] ?? '1'))
    .filter((p) => p !== '/admin1515');
}

async function signIn(key: E2EStaffKey): Promise<string> {
  const account = E2E_STAFF[key];
  const res = await fetch(`${baseUrl()}/admin1515?index`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl() },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('staff_session='));
  if (res.status !== 302 || !cookie) throw new Error(`sign-in as ${key} failed: ${res.status}`);
  return cookie.split(';')[0] ?? '';
}

const request = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init });
const post = (path: string, cookie?: string) =>
  request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: baseUrl(),
      ...(cookie ? { cookie } : {}),
    },
    body: 'intent=probe',
  });

describe('every page of the staff area is guarded', () => {
  const paths = staffPaths();
  let manager: string;
  let admin: string;
  beforeAll(async () => {
    manager = await signIn('manager');
    admin = await signIn('admin');
  });

  it('knows the sections', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/admin1515/company_reports',
        '/admin1515/staff',
        '/admin1515/audit',
      ]),
    );
    expect(paths.length).toBeGreaterThanOrEqual(15);
  });

  it('sends anonymous visitors to the login form, for pages, data requests and posts', async () => {
    for (const path of paths) {
      const page = await request(path);
      expect(page.status, path).toBe(303);
      expect(page.headers.get('location'), path).toBe(
        `/admin1515?next=${encodeURIComponent(path)}`,
      );
      // React Router's own redirect answer for its data requests.
      const data = await request(`${path}.data`);
      expect(data.status, `${path}.data`).toBe(204);
      expect(data.headers.get('x-remix-redirect'), `${path}.data`).toBe('/admin1515');
      const written = await post(path);
      expect(written.status, `POST ${path}`).toBe(303);
      expect(written.headers.get('location'), `POST ${path}`).toBe('/admin1515');
    }
  });

  it('refuses a manager in admin sections (403), reading or writing', async () => {
    const adminOnly = paths.filter((p) => roleForStaffPath(p) === 'admin');
    expect(adminOnly.length).toBeGreaterThanOrEqual(5);
    for (const path of adminOnly) {
      const page = await request(path, { headers: { cookie: manager } });
      expect(page.status, path).toBe(403);
      expect(await page.text(), path).toContain('Недостаточно прав');
      expect((await request(`${path}.data`, { headers: { cookie: manager } })).status, path).toBe(
        403,
      );
      expect((await post(path, manager)).status, `POST ${path}`).toBe(403);
    }
  });

  it('lets a manager into the manager sections and an admin everywhere', async () => {
    for (const path of paths) {
      const asAdmin = await request(path, { headers: { cookie: admin } });
      expect([200, 302, 404, 405], `admin ${path}`).toContain(asAdmin.status);
      if (roleForStaffPath(path) === 'manager') {
        const asManager = await request(path, { headers: { cookie: manager } });
        expect([200, 302, 404, 405], `manager ${path}`).toContain(asManager.status);
      }
    }
  });

  it('answers ids no row can have (too big, malformed) with a 4xx, reading or writing', async () => {
    const withIds = staffPaths(/:(fileId|id)\b/).flatMap((pattern) =>
      ['99999999999', '2147483648', '1e3', '-1'].map((id) =>
        pattern
          .replace(/:(fileId|id)\b/g, id)
          .replace(/:(\w+)/g, (_m, n: string) => PARAMS[n] ?? '1'),
      ),
    );
    expect(withIds.length).toBeGreaterThanOrEqual(8);
    for (const path of withIds) {
      const page = await request(path, { headers: { cookie: admin } });
      expect([404, 405], `GET ${path}`).toContain(page.status);
      const written = await post(path, admin);
      expect(written.status, `POST ${path}`).toBeGreaterThanOrEqual(400);
      expect(written.status, `POST ${path}`).toBeLessThan(500);
    }
  });

  it('marks staff pages private: no caching, no indexing', async () => {
    const res = await request('/admin1515/company_reports', { headers: { cookie: manager } });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('noindex');
    const login = await request('/admin1515');
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('never signs out on a GET', async () => {
    const own = await signIn('manager');
    expect((await request('/admin1515/logout', { headers: { cookie: own } })).status).toBe(302);
    expect((await request('/admin1515/account', { headers: { cookie: own } })).status).toBe(200);
  });
});
