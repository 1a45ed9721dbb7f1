import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../contracts/app-services';
import { MESSAGES } from '../../contracts/messages';
import type { Config } from '../../core/config';
import type { Database } from '../../db/client';
import { dictionaryRoutes } from './dictionary/routes';
import { feedbackRoutes } from './feedback/routes';
import { reviewRoutes } from './reviews/routes';
import { orderRoutes } from './orders/routes';
import { orderServices } from '../../core/orders/order-services';
import { sampleReportRoutes } from './sample-report/routes';
import { searchRoutes } from './search/routes';

export interface ApiOptions {
  services: AppServices;
  db: Database;
  config: Config;
  /** Called when a request has queued e-mail, so delivery need not wait for the next poll. */
  onMailQueued?: () => void;
}

/** Everything under /api. Its own 404, so unknown API paths never fall through to the site. */
export async function apiRoutes(app: FastifyInstance, opts: ApiOptions) {
  // The spec's dictionary calls may be sent with an empty body; treat it as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });
  await app.register(dictionaryRoutes, { services: opts.services });
  await app.register(reviewRoutes, { db: opts.db });
  await app.register(orderRoutes, {
    orders: orderServices(opts.db, opts.config, opts.services.companies),
    onMailQueued: opts.onMailQueued,
  });
  await app.register(searchRoutes, { services: opts.services });
  await app.register(feedbackRoutes, { services: opts.services });
  await app.register(sampleReportRoutes, { services: opts.services });
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 60, timeWindow: '1 minute' }) },
    async (_request, reply) => reply.code(404).send({ message: MESSAGES.apiNotFound }),
  );
}
