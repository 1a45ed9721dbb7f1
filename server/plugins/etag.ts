import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Dictionary answers change only when staff edit them: a content hash as ETag lets clients and
 * proxies revalidate cheaply, including the spec's POST dictionary calls.
 */
export function cacheableDictionary(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=600');
    reply.header('vary', 'accept-encoding');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
