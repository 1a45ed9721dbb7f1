import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Penetration test, issue 26 item 17: a missing build file is answered in Russian. */
describe('the build files under /assets', () => {
  let site: SiteBuild;
  let clientDir: string;
  let t: TestApp;

  beforeAll(async () => {
    site = await loadSiteBuild();
    clientDir = await mkdtemp(path.join(tmpdir(), 'client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1);\n');
    t = await createTestApp('pglite', {}, { site: { getBuild: site.getBuild, clientDir } });
  });
  afterAll(async () => {
    await t?.close();
    await site?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('serves a file that is there, to be kept forever', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1);\n');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it.each([
    '/assets/missing-0000.js',
    '/assets/nested/missing.css',
    '/assets/',
    '/assets/..%2f..%2fpackage.json',
  ])('answers %s with a short Russian 404, kept nowhere', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(MESSAGES.fileNotFound);
  });
});
