import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { DATABASE_RETRY_AFTER_SECONDS } from '../plugins/errors';
import { MESSAGES } from '../../contracts/messages';
import { STAFF_AREA_PATH } from '../../contracts/staff/access';
import { readPublicForms, streamStaffForms } from './form-bodies';
import { OUTAGE_STATUS, withOutageAsResponse } from './outage-as-response';
import { createRenderGate } from './render-gate';
import { unavailablePage } from './unavailable-page';

/** A render turn usually frees within a second or two: ask the client back soon. */
const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/** React Router's single-fetch requests: `/path.data` (and `/_root.data` for the index). */
function isDataRequest(url: string): boolean {
  return new URL(url, 'http://site').pathname.endsWith('.data');
}

export type ServerBuildSource = () => Promise<ServerBuild>;

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
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

async function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  // React Router passes a thrown error's headers on only through a route's `headers` export.
  if (response.status === OUTAGE_STATUS && !response.headers.has('retry-after')) {
    reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
  }
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  // Each cookie must stay a header of its own.
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
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
  },
) {
  // One handler per server build: production has one build; in development Vite hands a new
  // module object after each change, which gets its own handler.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const gate = createRenderGate(opts.renders);
  const render = async (request: FastifyRequest, reply: FastifyReply) => {
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
    const context = { ...request.ctx, services: withOutageAsResponse(request.ctx.services) };
    const response = await handler(toFetchRequest(request, reply), context as never);
    return sendFetchResponse(reply, response);
  };
  await app.register(async (site) => {
    readPublicForms(site);
    site.all('/*', render);
  });
  await app.register(async (staff) => {
    streamStaffForms(staff);
    staff.all(STAFF_AREA_PATH, render);
    staff.all(`${STAFF_AREA_PATH}/*`, render);
  });
}
