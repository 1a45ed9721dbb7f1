import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../plugins/zod';

/**
 * Notifications of the payment provider (YooKassa's webhooks; the test gateway posts the same).
 * Nothing in the body is believed but the object's id: the payment is read back from the
 * provider. 200 tells the provider to stop; a 5xx makes it try again later.
 */
export async function paymentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/payments/notifications',
    {
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: { body: z.unknown(), response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await request.ctx.services.payments.handleNotification(request.body, request.ctx.client);
      return { ok: true as const };
    },
  );
}
