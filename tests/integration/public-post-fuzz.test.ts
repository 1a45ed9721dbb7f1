import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { importSanctionsList } from '../../core/sanctions/import-list';
import { readListFiles } from '../../core/sanctions/read-list-files';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { Fuzzer, MALFORMED_JSON, WRONG_CONTENT_TYPES, type Json } from '../helpers/fuzz';
import { bodilessAndOddMethodRequests, injectMethod, ODD_METHODS } from '../helpers/fuzz-methods';
import { formRequest, SITE_ACTIONS, type SiteTarget } from '../helpers/fuzz-site';
import { SNAPSHOT_DIR } from '../helpers/sanctions-snapshots';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
/** Requests per API route and per site action, per database. */
const API_REQUESTS = 66;
const SITE_REQUESTS = 27;
const BODY_LIMIT = 1024 * 1024;
/** The staff area's sign-in and sign-out forms take anonymous posts too. */
const PUBLIC_STAFF_ACTIONS = ['routes/admin/index', 'routes/admin/logout'];

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

type Obj = { [key: string]: Json };

/** A valid body of every public POST of the API; the fuzzer starts from these. */
function apiBodies(tariffId: number): Record<string, () => Obj> {
  return {
    '/api/Dictionary/GetCountries': () => ({ requestId: 'x', codeType: 'alpha2' }),
    '/api/Dictionary/GetCountry': () => ({ requestId: 'x', countryId: 'de', codeType: 'alpha2' }),
    '/api/Dictionary/GetCountriesByGroup': () => ({ requestId: 'x', groupCountryId: 'europe' }),
    '/api/Dictionary/GetSampleReport': () => ({ requestId: 'x', countryId: 'de' }),
    '/api/Dictionary/GetCompanyReviews': () => ({ reqId: 'x', page: 1 }),
    '/api/Report/GetPriceList': () => ({ reqId: 'x' }),
    '/api/SearchReport/FindCompany': () => ({
      countryId: 'de',
      reportContentTypeId: 'credit',
      company: { name: 'Müller', regCode: 'HRB 1', address: 'München' },
    }),
    '/api/Screening/Check': () => ({ countryId: 'de', name: 'Müller GmbH', regCode: 'HRB 1' }),
    '/api/FeedBack/Question': () => ({
      name: 'Анна',
      phone: '8-999-123-45-67',
      email: 'anna@example.ru',
      message: 'Вопрос',
    }),
    '/api/Review/Create': () => ({
      author: 'Анна',
      organisation: 'ООО',
      text: 'Отчёт пришёл вовремя, всё понятно.',
      rating: 5,
    }),
    '/api/Order/Create': () => ({
      idempotencyKey: randomUUID(),
      countryCode: 'de',
      company: { name: 'Müller GmbH', address: 'München', addInfo: 'Maschinenbau' },
      tariffId,
      language: 'ru',
      contactName: 'Анна',
      email: 'anna@example.ru',
      phone: '+7 916 555-12-34',
      organisation: 'ООО',
      inn: '7707083893',
      comment: 'Срочно',
      consent: true,
    }),
    '/api/payments/notifications': () => ({
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: randomUUID() },
    }),
  };
}

/** One hostile request to an API route; the kinds of mischief take turns. */
function apiRequest(f: Fuzzer, i: number, url: string, base: Obj): InjectOptions & { huge?: true } {
  const json = (body: Json, type = 'application/json') => ({
    method: 'POST' as const,
    url,
    headers: { 'content-type': type },
    payload: JSON.stringify(body),
  });
  switch (i % 11) {
    case 0:
      return json(base);
    case 1:
      return { ...json(base), payload: f.pick(MALFORMED_JSON) };
    case 2:
      return json(base, f.pick(WRONG_CONTENT_TYPES));
    case 3:
      return json(f.replaceOne(base, () => f.oddValue()));
    case 4:
      return json(f.replaceOne(base, () => f.oddString()));
    case 5:
      return json(f.replaceOne(base, () => f.oddNumber()));
    case 6:
      return json(f.next() < 0.5 ? [base] : f.replaceOne(base, () => [base]));
    case 7:
      return {
        ...json(base),
        payload:
          f.next() < 0.3
            ? f.nestedJson()
            : JSON.stringify(f.replaceOne(base, () => 'NESTED')).replace(
                '"NESTED"',
                f.nestedJson(),
              ),
      };
    case 8:
      return { ...json(base), payload: JSON.stringify(base).slice(0, f.int(40)) };
    case 9:
      return {
        ...json(base),
        payload: new URLSearchParams(base as Record<string, string>).toString(),
      };
    default:
      // Every tenth request of a route is too big: the body limit must answer 413.
      return i % 22 === 10
        ? { ...json({ ...base, pad: 'я'.repeat(BODY_LIMIT) }), huge: true }
        : json({ ...base, ...(f.replaceOne({}, () => f.oddValue()) as Obj) });
  }
}

type Tally = Map<string, Map<number, number>>;

function count(tally: Tally, route: string, status: number) {
  const row = tally.get(route) ?? new Map<number, number>();
  row.set(status, (row.get(status) ?? 0) + 1);
  tally.set(route, row);
}

function summary(kind: string, tally: Tally, ms: number): string {
  const lines = [...tally].map(([route, row]) => {
    const total = [...row.values()].reduce((a, b) => a + b, 0);
    const statuses = [...row].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    return `  ${route.padEnd(42)} ${String(total).padStart(4)}  ${statuses.join(' ')}`;
  });
  const all = new Map<number, number>();
  for (const row of tally.values()) for (const [s, n] of row) all.set(s, (all.get(s) ?? 0) + n);
  const total = [...all.values()].reduce((a, b) => a + b, 0);
  const statuses = [...all].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  return [
    `public POST fuzz on ${kind} (seed ${SEED}): ${total} requests in ${(ms / 1000).toFixed(1)} s`,
    ...lines,
    `  ${'all'.padEnd(42)} ${String(total).padStart(4)}  ${statuses.join(' ')}`,
  ].join('\n');
}

describe.each(kinds)('every public POST under fuzzing on %s', (kind) => {
  let t: TestApp;
  let target: SiteTarget;
  let tariffId: number;
  let client = 0;
  const nextClient = () => `10.${99 + (client >> 16)}.${(client >> 8) & 255}.${++client & 255}`;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    // A list loaded, so a good certificate post gets as far as a certificate.
    await importSanctionsList(
      t.database.db,
      await readListFiles('eu', `${SNAPSHOT_DIR}eu-fsf-excerpt-2026-08-05.xml`),
      { actor: 'test' },
    );
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' limit 1`,
    );
    tariffId = row!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Order/Create',
      payload: { ...apiBodies(tariffId)['/api/Order/Create']!(), email: 'fuzz@example.ru' },
      remoteAddress: '10.98.0.1',
    });
    const statusPath = new URL(created.json().statusPath as string, 'http://x');
    target = {
      orderNumber: statusPath.pathname.split('/').at(-1)!,
      token: statusPath.searchParams.get('token')!,
      origin: new URL(t.config.PUBLIC_BASE_URL).origin,
      tariffId,
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers no request with a 5xx', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const f = new Fuzzer(SEED);
    const tally: Tally = new Map();
    const failures: string[] = [];
    const bodies = apiBodies(tariffId);

    // Every public POST the API has, read from the app itself: a new route without a body
    // here fails the test rather than going unfuzzed.
    const routes = t.app.routeList
      .filter((r) => r.method === 'POST' && /^\/api\/(?!staff\/)[^*]+$/.test(r.url))
      .map((r) => r.url);
    expect(routes.sort()).toEqual(Object.keys(bodies).sort());
    // The same for route actions: the staff area's are behind its sign-in, but for these two.
    const build = await site!.getBuild();
    const actions = Object.values(build.routes)
      .filter((r) => r?.module.action)
      .map((r) => r!.id)
      .filter((id) => !id.startsWith('routes/admin/') || PUBLIC_STAFF_ACTIONS.includes(id));
    expect(actions.sort()).toEqual(SITE_ACTIONS.map((a) => a.routeId).sort());

    const send = async (route: string, options: InjectOptions, expected?: number) => {
      const res = await t.app.inject({ ...options, remoteAddress: nextClient() });
      count(tally, route, res.statusCode);
      const ok = expected ? res.statusCode === expected : res.statusCode < 500;
      if (!ok) {
        const body = typeof options.payload === 'string' ? options.payload.slice(0, 160) : '';
        failures.push(
          `${res.statusCode} ${options.method} ${options.url} ${body} → ${res.body.slice(0, 160)}`,
        );
      }
    };

    for (const url of routes) {
      for (let i = 0; i < API_REQUESTS; i++) {
        const { huge, ...options } = apiRequest(f, i, url, bodies[url]!());
        await send(url, options, huge ? 413 : undefined);
      }
    }
    for (const action of SITE_ACTIONS) {
      for (let i = 0; i < (action.requests ?? SITE_REQUESTS); i++) {
        await send(action.routeId, formRequest(f, i, action, target));
      }
    }
    console.log(summary(kind, tally, Date.now() - started));
    expect(failures).toEqual([]);
  });

  it('answers bodiless posts and odd methods on every route with a 4xx, never a 5xx', async () => {
    const started = Date.now();
    const tally: Tally = new Map();
    const failures: string[] = [];
    const apiRoutes = Object.keys(apiBodies(tariffId));
    const origin = new URL(target.origin);
    const siteHeaders = { host: origin.host, origin: target.origin };
    const pages = [...SITE_ACTIONS.map((a) => a.path(target, (v) => v)), '/', '/tariffs'];
    const cases = [
      ...apiRoutes.map((url) => ({ route: url, requests: bodilessAndOddMethodRequests(url, {}) })),
      ...pages.map((url) => ({
        route: url,
        requests: bodilessAndOddMethodRequests(url, siteHeaders),
      })),
    ];
    for (const { route, requests } of cases) {
      for (const options of requests) {
        const res = await t.app.inject({ ...options, remoteAddress: nextClient() });
        count(tally, route, res.statusCode);
        const what = `${res.statusCode} ${options.method} ${options.url} ${JSON.stringify(options.headers)}`;
        if (res.statusCode >= 500) failures.push(`${what} → ${res.body.slice(0, 160)}`);
        // A page answers an odd method with 405, saying what it takes (unless the staff guard
        // has sent an anonymous visitor to the sign-in form first).
        const isOddMethod = (ODD_METHODS as readonly string[]).includes(String(options.method));
        const isSentToSignIn = res.statusCode === 303 && res.headers.location === '/admin1515';
        if (!route.startsWith('/api/') && isOddMethod && !isSentToSignIn) {
          if (res.statusCode !== 405 || res.headers.allow !== 'GET, HEAD, POST') {
            failures.push(`${what}: expected 405 with Allow → ${res.body.slice(0, 160)}`);
          }
        }
        if (res.statusCode >= 400 && options.method !== 'HEAD' && !/[а-яё]/i.test(res.body)) {
          failures.push(`${what}: no Russian message → ${res.body.slice(0, 160)}`);
        }
      }
    }
    console.log(summary(kind, tally, Date.now() - started));
    expect(failures).toEqual([]);
  });

  it('answers a post without a form with 400 and an odd method with 405, in Russian', async () => {
    const headers = { host: new URL(target.origin).host, origin: target.origin };
    const forms = ['/order', '/my-orders', '/my-orders/enter', '/feedbacks', '/?index'];
    for (const url of forms) {
      for (const extra of [{}, { 'content-length': '0' }]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, ...extra },
          remoteAddress: nextClient(),
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual({ message: MESSAGES.emptyForm });
      }
    }
    for (const url of [...forms, '/', '/about', '/countries/country/de']) {
      const res = await t.app.inject({
        method: injectMethod('TRACE'),
        url,
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(405);
      expect(res.headers.allow, url).toBe('GET, HEAD, POST');
      expect(res.body, url).toContain(MESSAGES.methodNotAllowed);
    }
  });
});
