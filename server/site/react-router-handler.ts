import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import { matchesEtag } from '../plugins/etag';
import type { AppLoadContextValue } from '../../contracts/request-context';
import { MESSAGES } from '../../contracts/messages';
import { STAFF_AREA_PATH } from '../../contracts/staff/access';
import { readPublicForms, streamStaffForms } from './form-bodies';
import { OUTAGE_STATUS, withOutageAsResponse } from './outage-as-response';
import { isCacheableRequest, isCacheableResponse, isDataRequest } from './cacheable-page';
import { sendEncoded } from './encode-once';
import { createPageCache, pageFromBody, pageScriptSources, type CachedPage } from './page-cache';
import { createRenderGate, type RenderGate } from './render-gate';
import { refuseCrossSitePosts } from './same-site-posts';
import { createSignInGate, isSignInPost } from './sign-in-gate';
import { refuseOtherMethods } from './site-methods';
import { siteOrigin, siteRequestUrl, type SiteOrigins } from './site-request-url';
import { unavailablePage } from './unavailable-page';

/** A render turn usually frees within a second or two: ask the client back soon. */
const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** Enough for every country, continent and article page several times over. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Pages show dates (expected delivery): none is kept longer than this. */
const PAGE_CACHE_MAX_AGE_MS = 60_000;

export type ServerBuildSource = () => Promise<ServerBuild>;

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    // Checked already (same-site-posts.ts), also against addresses other than `url`'s origin,
    // which is all React Router's own check would compare it with.
    if (value === undefined || name === 'origin') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  // Abort loaders when the client goes away before the answer is complete.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // A public form arrives read and checked; the staff area's streams on as it came.
  const body = Buffer.isBuffer(request.body)
    ? request.body
    : (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>);
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body, duplex: 'half' } : {}),
  } as RequestInit);
}

/** `body`: the answer's body already read (and its nonce filled in), instead of its stream. */
async function sendFetchResponse(reply: FastifyReply, response: Response, body?: string) {
  reply.status(response.status);
  // React Router passes a thrown error's headers on only through a route's `headers` export.
  if (response.status === OUTAGE_STATUS && !response.headers.has('retry-after')) {
    reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
  }
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || (body !== undefined && name === 'content-length')) continue;
    reply.header(name, value);
  }
  // Each cookie must stay a header of its own.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (body !== undefined) return reply.send(body);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * This answer's policy with the page's script hashes where its nonce was: a page rendered for
 * the cache has no nonce, and the same policy goes with every copy of it.
 */
function allowPageScripts(reply: FastifyReply, scriptSources: string) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    policy.replace(`'nonce-${reply.scriptNonce}'`, scriptSources).replace(/ {2,}/g, ' '),
  );
}

/** A kept page as it was stored, or 304 when the browser has this version. */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('etag', page.etag);
  // Revalidated on every use: a staff change shows at once, and a 304 costs next to nothing.
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  allowPageScripts(reply, page.scriptSources);
  if (matchesEtag(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
  return sendEncoded(request, reply, page.body);
}

/**
 * Every path that no other route claims is the React site. Form bodies are read as
 * server/site/form-bodies.ts decides: whole and checked for the public pages, streamed on for
 * the staff area's uploads.
 */
export async function reactRouterHandler(
  app: FastifyInstance,
  opts: {
    getBuild: ServerBuildSource;
    mode: 'development' | 'production';
    /** The cap on concurrent renders and how long a request may wait for a turn. */
    renders: { max: number; queueTimeoutMs: number };
    /** Subscribes to changes of the data pages show: kept pages are dropped on each. */
    onDataChange?: (listener: () => void) => () => void;
    /** The configured addresses: a page's request URL is on one of them, never on another. */
    origins: SiteOrigins;
  },
) {
  // One handler per server build: production has one build; in development Vite hands a new
  // module object after each change, which gets its own handler.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const pageGate = createRenderGate(opts.renders);
  const signInGate = createSignInGate(opts.renders.queueTimeoutMs);
  const pages = createPageCache({ maxBytes: PAGE_CACHE_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS });
  // One render per page at a time: others asking meanwhile wait for it instead of rendering.
  const rendering = new Map<string, Promise<CachedPage | null>>();
  if (opts.onDataChange) {
    const unsubscribe = opts.onDataChange(() => pages.clear());
    app.addHook('onClose', async () => unsubscribe());
  }
  const fetchUrl = (request: FastifyRequest) =>
    siteRequestUrl(request.url, siteOrigin(request, opts.origins));
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // Development renders every time: the code under the pages changes.
    const key =
      opts.mode === 'production' && isCacheableRequest(request) ? fetchUrl(request).href : null;
    if (key) {
      const page = pages.get(key) ?? (await rendering.get(key));
      if (page) return sendCachedPage(request, reply, page);
    }
    if (!key) return renderPage(request, reply, null);
    // Claimed before the first await, so that whoever asks for this page meanwhile waits for
    // this render instead of starting another.
    let settle: (page: CachedPage | null) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const kept: { page: CachedPage | null } = { page: null };
    try {
      return await renderPage(request, reply, { key, kept });
    } finally {
      rendering.delete(key);
      settle(kept.page);
    }
  };

  /** Renders through the gate; `cache` set: without a nonce, keeping the page if it may be. */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    cache: { key: string; kept: { page: CachedPage | null } } | null,
    gate: RenderGate = pageGate,
  ) {
    const release = await gate.enter();
    if (!release) {
      reply
        .status(503)
        .header('retry-after', OVERLOAD_RETRY_AFTER_SECONDS)
        .header('cache-control', 'no-store');
      // A client-side navigation fetches `….data` and shows a refusal's body text as the
      // error's data: plain words it can show, not a page it would print as markup.
      return isDataRequest(request.url)
        ? reply.type('text/plain; charset=utf-8').send(MESSAGES.overloaded)
        : reply.type('text/html; charset=utf-8').send(unavailablePage(MESSAGES.overloaded));
    }
    // The turn lasts until the answer has streamed out (or the client has gone).
    reply.raw.once('finish', release).once('close', release);
    const build = await opts.getBuild();
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, opts.mode)));
    // The load context is the request context the Fastify routes see, its services answering
    // 503 while the database is away.
    const context: AppLoadContextValue = {
      ...request.ctx,
      services: withOutageAsResponse(request.ctx.services),
    };
    const url = fetchUrl(request);
    if (!cache) {
      return sendFetchResponse(
        reply,
        await handler(toFetchRequest(request, reply, url), context as never),
      );
    }
    const generation = pages.generation();
    const response = await handler(toFetchRequest(request, reply, url), {
      ...context,
      cspNonce: undefined,
    } as never);
    // Only HTML has inline scripts; anything else (a resource route) goes out as it came.
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) {
      return sendFetchResponse(reply, response);
    }
    const body = await response.text();
    if (isCacheableResponse(response)) {
      const headers = [...response.headers].filter(
        ([name]) => name !== 'content-length' && name !== 'set-cookie' && name !== 'etag',
      );
      cache.kept.page = await pageFromBody(response.status, headers, body, Date.now());
      pages.set(cache.key, cache.kept.page, generation);
      return sendCachedPage(request, reply, cache.kept.page);
    }
    // Not kept (a 404, say), but rendered without a nonce all the same: allowed by its hashes.
    allowPageScripts(reply, pageScriptSources(body));
    return sendFetchResponse(reply, response, body);
  }

  // Both scopes below, the staff area's included.
  refuseOtherMethods(app);
  refuseCrossSitePosts(app, opts.origins);
  await app.register(async (site) => {
    readPublicForms(site);
    site.all('/*', serve);
  });
  // The staff area is never kept: it is always rendered for the person asking.
  await app.register(async (staff) => {
    streamStaffForms(staff);
    const render = (request: FastifyRequest, reply: FastifyReply) =>
      renderPage(request, reply, null, isSignInPost(request) ? signInGate : pageGate);
    staff.all(STAFF_AREA_PATH, render);
    staff.all(`${STAFF_AREA_PATH}/*`, render);
  });
}
