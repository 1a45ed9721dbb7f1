import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Text worth compressing: HTML, CSS, JavaScript, JSON, XML and SVG. Not `octet-stream` (the
 * library's default includes it): downloads are PDFs and documents that gain nothing.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:javascript|manifest\+json)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

/** Below this a compressed answer saves less than the headers it adds. */
const THRESHOLD_BYTES = 1024;

function appendVary(current: unknown): string {
  const values = (Array.isArray(current) ? current : [current])
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .flatMap((v) => v.split(/\s*,\s*/));
  if (values.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) {
    return values.join(', ');
  }
  return [...values, 'accept-encoding'].join(', ');
}

/**
 * Brotli or gzip by the client's Accept-Encoding for every text answer. Dynamic answers use
 * moderate levels (brotli 4, gzip 6): higher ones cost far more CPU for a few per cent;
 * hashed assets are compressed at the highest levels once, at build time, and served as they are.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
  // A compressible answer differs by Accept-Encoding even when this one went out plain (no
  // Accept-Encoding, or under the threshold): a shared cache must not hand it to every client
  // as the only variant, nor a compressed one to a client that cannot read it.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPES.test(type)) {
      reply.header('vary', appendVary(reply.getHeader('vary')));
    }
    return payload;
  });
});
