import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One JSON line per request (Fastify's default writes two), carrying the request id that is
 * also returned to the client in `x-request-id`.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
      },
      'request',
    );
  });
});
