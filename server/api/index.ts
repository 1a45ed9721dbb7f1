import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../contracts/app-services';
import { MESSAGES } from '../../contracts/messages';
import { dictionaryRoutes } from './dictionary/routes';

/** Everything under /api. Its own 404, so unknown API paths never fall through to the site. */
export async function apiRoutes(app: FastifyInstance, opts: { services: AppServices }) {
  // The spec's dictionary calls may be sent with an empty body; treat it as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });
  await app.register(dictionaryRoutes, { services: opts.services });
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) },
    async (_request, reply) => reply.code(404).send({ message: MESSAGES.apiNotFound }),
  );
}
