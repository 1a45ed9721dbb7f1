import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the server is closing, each response ends its connection. Otherwise a keep-alive
 * connection (a browser, a reverse proxy) whose last request finishes after close() stays open
 * for the whole keep-alive timeout, and shutdown waits for it.
 */
export const closeConnectionsOnShutdown = fp(async (app: FastifyInstance) => {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isClosing) reply.header('connection', 'close');
    return payload;
  });
});
