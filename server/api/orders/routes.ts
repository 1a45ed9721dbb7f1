import type { FastifyInstance } from 'fastify';
import { CreateOrderRequest, CreateOrderResponse } from '../../../contracts/order';
import type { orderServices } from '../../../core/orders/order-services';
import type { ZodTypeProvider } from '../../plugins/zod';

/** Placing an order: no payment now, the customer pays once the report is ready. */
export async function orderRoutes(
  app: FastifyInstance,
  { orders, onMailQueued }: { orders: ReturnType<typeof orderServices>; onMailQueued?: () => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/Order/Create',
    {
      // A public write that sends e-mail: generous for people, tight for scripts.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        body: CreateOrderRequest,
        response: { 200: CreateOrderResponse, 201: CreateOrderResponse },
      },
    },
    async (request, reply) => {
      const result = await orders.create(request.body, { ip: request.ip });
      if (result.isNew) onMailQueued?.();
      return reply.code(result.isNew ? 201 : 200).send(result);
    },
  );
}
