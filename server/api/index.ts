import type { FastifyInstance } from 'fastify';
import { dictionaryRoutes } from './dictionary/routes';
import { feedbackRoutes } from './feedback/routes';
import { apiNotFound } from './not-found';
import { orderRoutes } from './orders/routes';
import { paymentRoutes } from './payments/routes';
import { reviewRoutes } from './reviews/routes';
import { sampleReportRoutes } from './sample-report/routes';
import { screeningRoutes } from './screening/routes';
import { searchRoutes } from './search/routes';
import { staffApiRoutes } from './staff/routes';

/**
 * Everything under /api. Each route takes what it needs from the request context
 * (`request.ctx`). Its own 404, so unknown API paths never fall through to the site.
 */
export async function apiRoutes(app: FastifyInstance) {
  // The spec's dictionary calls may be sent with an empty body; treat it as {}.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && (request.body === undefined || request.body === null)) {
      request.body = {};
    }
  });
  await app.register(dictionaryRoutes);
  await app.register(reviewRoutes);
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(searchRoutes);
  await app.register(screeningRoutes);
  await app.register(feedbackRoutes);
  await app.register(sampleReportRoutes);
  await app.register(staffApiRoutes, { prefix: '/staff' });
  await app.register(apiNotFound);
}
