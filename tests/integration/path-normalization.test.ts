import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('path normalisation on the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('redirects a page permanently, keeping the query', async () => {
    const res = await get('/Countries//Continent/Europe/?x=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/countries/continent/europe?x=1');
  });

  it.each([
    '/node_modules/.vite/deps/chunk-H4DAEOV7-BOXpaEVT.js?v=1',
    '/@vite/client',
    '/@fs/work/main/app/Root.tsx',
    '/__manifest?p=%2FBlogs',
    '/assets/entry.client-GG5FI7_Q.js',
    '/api/Dictionary/CountryGroups',
    '/flags/DE.svg',
    '/sitemap.xml',
  ])('leaves %s as it is', async (url) => {
    expect((await get(url)).statusCode).not.toBe(301);
  });

  it('does not apply to writes', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/Order', payload: {} })).statusCode,
    ).not.toBe(301);
  });
});
