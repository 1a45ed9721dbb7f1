import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../contracts/messages';
import { hasForbiddenCharacters } from '../../contracts/text';
import { plainPage } from '../site/unavailable-page';

const decoder = new TextDecoder();

/**
 * The address as text: each run of percent-escapes decoded as UTF-8, a broken sequence as
 * U+FFFD (harmless) rather than an exception.
 */
export function decodeAddress(url: string): string {
  return url.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    decoder.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))),
  );
}

function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return (
    !request.url.startsWith('/api/') && typeof accept === 'string' && accept.includes('text/html')
  );
}

/**
 * The text rule of contracts/text.ts for what no schema sees: path segments and query strings
 * reach loaders and SQL as they are (an order number, a payment id, a token), so an address
 * carrying a control character (%00 above all) is refused before any route runs.
 */
export const addressTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasForbiddenCharacters(decodeAddress(request.raw.url ?? '/'))) return;
    if (wantsPage(request)) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(plainPage(400, MESSAGES.badAddress, MESSAGES.forbiddenCharactersInAddress));
    }
    return reply.code(400).send({ message: MESSAGES.forbiddenCharactersInAddress });
  });
});
