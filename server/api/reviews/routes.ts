import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  GetCompanyReviewsRequest,
  GetCompanyReviewsResponse,
  ReviewSubmission,
} from '../../../contracts/reviews';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Spec section 7's reviews call, and the form that lets a visitor leave a review. */
export async function reviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/Dictionary/GetCompanyReviews',
    { schema: { body: GetCompanyReviewsRequest, response: { 200: GetCompanyReviewsResponse } } },
    async (request) => request.ctx.services.reviews.listPublished(request.body.page ?? 1),
  );

  api.post(
    '/Review/Create',
    {
      // A public write: a handful per client and hour is plenty for honest visitors. The reviews
      // page's form counts against the same limit.
      onRequest: app.clientLimits.hook('review'),
      schema: {
        body: ReviewSubmission,
        response: { 201: z.object({ ok: z.literal(true), id: z.number() }) },
      },
    },
    async (request, reply) => {
      const { id } = await request.ctx.services.reviews.submit(request.body, request.ctx.client);
      return reply.code(201).send({ ok: true, id });
    },
  );
}
