import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Whether `If-None-Match` names this version (weak comparison, as for GET revalidation). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.replace(/^W\//, '');
  return ifNoneMatch.split(/\s*,\s*/).some((tag) => tag === '*' || weak(tag) === weak(etag));
}

/** How long clients and proxies may use a dictionary answer before they ask again. */
const DICTIONARY_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** A weak validator naming these bytes: equal bytes, equal tag, whichever instance made it. */
export function contentEtag(bytes: string | Buffer): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
}

/**
 * The validators of a dictionary answer, whether made per request or kept. Sets the 304 status
 * and says so when the client already holds this version.
 */
export function revalidatedDictionary(
  request: { headers: { 'if-none-match'?: string } },
  reply: FastifyReply,
  etag: string,
): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', DICTIONARY_CACHE_CONTROL);
  reply.header('vary', 'accept-encoding');
  if (!matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/**
 * Dictionary answers change only when staff edit them: a content hash as ETag lets clients and
 * proxies revalidate cheaply, including the spec's POST dictionary calls.
 */
export function cacheableDictionary(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    return revalidatedDictionary(request, reply, contentEtag(payload)) ? '' : payload;
  });
}
