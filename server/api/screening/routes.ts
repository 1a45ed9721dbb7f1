import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../contracts/messages';
import { ScreeningCheckRequest, ScreeningCheckResponse } from '../../../contracts/screening';
import { HttpError } from '../../plugins/errors';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Issue 21: POST /Screening/Check, a company against every loaded sanctions list. */
export async function screeningRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/Screening/Check',
    {
      schema: { body: ScreeningCheckRequest, response: { 200: ScreeningCheckResponse } },
      onRequest: app.clientLimits.hook('screening'),
    },
    async (request, reply) => {
      const result = await request.ctx.services.screening.check(request.body);
      if (!result) throw new HttpError(404, MESSAGES.countryNotFound);
      // The lists change with each import: an answer is of its moment.
      void reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
