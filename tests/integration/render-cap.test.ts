import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** A promise the test settles itself: a render held open for exactly as long as the test wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * The smallest site React Router will serve: one route whose loader waits for the test, and an
 * entry that answers without React. What is under test is the handler's cap, not rendering.
 */
function heldSite(hold: Promise<void>, onEntered: () => void): ServerBuild {
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response('<p>готово</p>', { status, headers }),
      },
    },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: {
          loader: async () => {
            onEntered();
            await hold;
            return null;
          },
          default: () => null,
        },
      },
    },
    assets: {
      entry: { module: '/entry.js', imports: [] },
      routes: { root: { id: 'root', path: '', module: '/root.js', hasLoader: true } },
      url: '/manifest.js',
      version: '1',
    },
    future: {},
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: '',
    isSpaMode: false,
    ssr: true,
    prerender: [],
    routeDiscovery: { mode: 'initial' },
  };
  return build as unknown as ServerBuild;
}

/**
 * The render cap: beyond it a page request gets a quick Russian 503, never a hang or a 500.
 * Waiting in line for a turn is the gate's own unit test (`server/site/render-gate.test.ts`).
 */
describe('a cap on concurrent page renders', () => {
  let t: TestApp | undefined;
  const hold = gate();
  const entered = gate();
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { MAX_CONCURRENT_RENDERS: '1', RENDER_QUEUE_TIMEOUT_MS: '0' },
      { site: { getBuild: async () => heldSite(hold.opened, entered.open) } },
    );
  });
  afterAll(async () => {
    hold.open();
    await t?.close();
  });

  it('answers 503 with Retry-After and a Russian page while every turn is taken', async () => {
    const { app } = t!;
    const held = app.inject({ method: 'GET', url: '/' });
    await entered.opened;

    // Another page (a query is never served from the page cache, and a request for the page
    // being rendered would wait for that render instead of taking a turn).
    const refused = await app.inject({ method: 'GET', url: '/?other' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Сервис временно недоступен');
    expect(refused.body).toContain(MESSAGES.overloaded);
    // A client-side navigation gets words its error view shows, not markup.
    const refusedData = await app.inject({ method: 'GET', url: '/countries.data' });
    expect(refusedData.statusCode).toBe(503);
    expect(refusedData.headers['content-type']).toMatch(/^text\/plain/);
    expect(refusedData.body).toBe(MESSAGES.overloaded);
    // The API is not behind the cap.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    hold.open();
    expect((await held).statusCode).toBe(200);
    // The turn came back with the answer.
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  });
});
