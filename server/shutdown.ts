import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, then close the
 * database so PGlite flushes its files. A second signal, or 25 s, forces the exit.
 */
export function installShutdown(app: FastifyInstance, database: DatabaseHandle) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
