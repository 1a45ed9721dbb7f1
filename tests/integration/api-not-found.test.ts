import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

// The site is mounted: its catch-all is what an unknown API path must never fall through to.
let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;
const PATHS = [
  '/api',
  '/api/',
  '/api/Nope',
  '/api/Order/Nope/Deeper',
  '/api/Order/Create/',
  '/api/order/create',
  '/api/Nope?x=1',
];
const BODIES: [string, string | undefined][] = [
  ['application/json', '{}'],
  ['application/json', '{"broken":'],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['application/x-www-form-urlencoded', 'a=1'],
  ['multipart/form-data; boundary=x', '--x--'],
];

describe.each(kinds)('unknown API paths on %s', (kind) => {
  let t: TestApp;
  let client = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(METHODS)('answer %s with a JSON 404 in Russian, whatever the body', async (method) => {
    const hasBody = method !== 'GET' && method !== 'OPTIONS';
    const wrong: string[] = [];
    for (const url of PATHS) {
      for (const [type, body] of hasBody ? BODIES : BODIES.slice(0, 1)) {
        const res = await t.app.inject({
          method,
          url,
          headers: { 'content-type': type, accept: 'text/html,application/json' },
          ...(hasBody ? { payload: body } : {}),
          remoteAddress: `10.44.${Math.floor(++client / 250)}.${client % 250}`,
        });
        const isJson404 =
          res.statusCode === 404 &&
          /^application\/json/.test(String(res.headers['content-type'])) &&
          res.body === JSON.stringify({ message: MESSAGES.apiNotFound });
        if (!isJson404) wrong.push(`${url} ${type}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a known path with the wrong method the same way', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/Order/Create',
        remoteAddress: '10.45.0.1',
      });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.apiNotFound });
    }
  });

  it('keeps the staff API behind its sign-in, unknown paths included', async () => {
    // Staff paths are not revealed to anonymous callers: sign-in first, then 404.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/staff/nope',
      remoteAddress: '10.45.0.2',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/[а-яё]/i);
  });
});
