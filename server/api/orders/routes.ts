import type { FastifyInstance } from 'fastify';
import { CreateOrderRequest, CreateOrderResponse } from '../../../contracts/order';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Placing an order: no payment now, the customer pays once the report is ready. */
export async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/Order/Create',
    {
      // A public write that sends e-mail: generous for people, tight for scripts. The order
      // page's form counts against the same limit.
      onRequest: app.clientLimits.hook('order'),
      schema: {
        body: CreateOrderRequest,
        response: { 200: CreateOrderResponse, 201: CreateOrderResponse },
      },
    },
    async (request, reply) => {
      const result = await request.ctx.services.orders.create(request.body, request.ctx.client);
      return reply.code(result.isNew ? 201 : 200).send(result);
    },
  );
}
