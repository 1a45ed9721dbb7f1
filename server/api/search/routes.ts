import type { FastifyInstance } from 'fastify';
import { FindCompanyRequest, FindCompanyResponse } from '../../../contracts/company-search';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from '../../plugins/errors';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Spec section 7: POST /SearchReport/FindCompany, with its exact payload and answer. */
export async function searchRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/SearchReport/FindCompany',
    {
      schema: { body: FindCompanyRequest, response: { 200: FindCompanyResponse } },
      // The limit country pages searched on the server count against too.
      onRequest: app.clientLimits.hook('search'),
    },
    async (request, reply) => {
      const { countryId, company } = request.body;
      const result = await request.ctx.services.companies.find(countryId, company ?? {});
      if (!result) throw new HttpError(404, MESSAGES.countryNotFound);
      // Results change with imports; a search must never be answered from a cache.
      void reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
