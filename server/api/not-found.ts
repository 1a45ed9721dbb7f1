import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../contracts/messages';

/**
 * Every unknown path under /api, `/api` itself included, whatever the method: a JSON 404 in
 * Russian. Without these routes the site's catch-all would answer with its HTML page.
 */
export async function apiNotFound(app: FastifyInstance) {
  // The body of a request no route wants is never read: a broken JSON or an odd content type
  // must not turn the 404 into a 400 or 415, nor a large body into work.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Probing for paths is what this answers most: rate-limited (an attacker could otherwise
  // enumerate URLs for free).
  const preHandler = app.rateLimit({ max: 60, timeWindow: '1 minute', groupId: 'api-not-found' });
  const handler = async (_request: unknown, reply: FastifyReply) =>
    reply.code(404).send({ message: MESSAGES.apiNotFound });
  app.setNotFoundHandler({ preHandler }, handler);
  app.all('', { preHandler }, handler);
  app.all('/*', { preHandler }, handler);
}
