import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

function decode(res: Injected): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

const ASSET = `/* a hashed client asset */\n${'export const line = "Проверка контрагентов";\n'.repeat(200)}`;

describe('compression of text answers', () => {
  let site: SiteBuild;
  let clientDir: string;
  beforeAll(async () => {
    site = await loadSiteBuild();
    // A client build of one asset, compressed by the build's own step.
    clientDir = await mkdtemp(path.join(tmpdir(), 'compression-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets/entry-abc123.js'), ASSET);
    await writeFile(path.join(clientDir, 'assets/tiny-abc123.js'), 'export {};\n');
    await promisify(execFile)('node', [
      'scripts/precompress-assets.mjs',
      path.join(clientDir, 'assets'),
    ]);
  });
  afterAll(async () => {
    await site?.close();
    if (clientDir) await rm(clientDir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text asset at build time, none for a tiny one', async () => {
    const assets = path.join(clientDir, 'assets');
    expect(brotliDecompressSync(await readFile(path.join(assets, 'entry-abc123.js.br')))).toEqual(
      Buffer.from(ASSET),
    );
    expect(gunzipSync(await readFile(path.join(assets, 'entry-abc123.js.gz')))).toEqual(
      Buffer.from(ASSET),
    );
    await expect(readFile(path.join(assets, 'tiny-abc123.js.br'))).rejects.toThrow();
  });

  describe.each(kinds)('on %s', (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { site: { getBuild: site.getBuild, clientDir } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const get = (url: string, encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const post = (url: string, encoding?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });

    it.each(['br', 'gzip'])('a page in %s decodes to exactly the plain page', async (encoding) => {
      const plain = await get('/tariffs');
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await get('/tariffs', `${encoding}, identity;q=0.5`);
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      // A kept page is the same bytes for everyone (no per-answer nonce), in every coding.
      expect(plain.headers.etag).toBeTruthy();
      expect(packed.headers.etag).toBe(plain.headers.etag);
      expect(decode(packed).toString('utf8')).toBe(plain.body);
      expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    });

    it.each(['br', 'gzip'])(
      'API JSON in %s decodes to exactly the plain JSON',
      async (encoding) => {
        const url = '/api/Dictionary/GetCountries';
        const plain = await post(url);
        const packed = await post(url, encoding);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(decode(packed)).toEqual(plain.rawPayload);
        expect(
          String(packed.headers.vary)
            .toLowerCase()
            .split(/\s*,\s*/),
        ).toEqual(['accept-encoding']);
      },
    );

    it.each(['br', 'gzip'])(
      'an asset in %s is the build-time file, decoding to the asset',
      async (encoding) => {
        const url = '/assets/entry-abc123.js';
        const plain = await get(url);
        expect(plain.statusCode).toBe(200);
        expect(plain.body).toBe(ASSET);
        const packed = await get(url, encoding);
        expect(packed.headers['content-encoding']).toBe(encoding);
        const suffix = encoding === 'br' ? '.br' : '.gz';
        expect(packed.rawPayload).toEqual(
          await readFile(path.join(clientDir, 'assets', `entry-abc123.js${suffix}`)),
        );
        expect(decode(packed).toString('utf8')).toBe(ASSET);
        expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
        expect(String(packed.headers['content-type'])).toMatch(/javascript/);
      },
    );

    it('sends nothing compressed to a client that does not ask, or asks for identity', async () => {
      for (const encoding of [undefined, 'identity']) {
        for (const res of [
          await get('/', encoding),
          await post('/api/Dictionary/GetCountries', encoding),
          await get('/assets/entry-abc123.js', encoding),
        ]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBeUndefined();
        }
      }
    });
  });
});
