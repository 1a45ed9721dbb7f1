import type { FastifyInstance } from 'fastify';
import type { MailOutbox } from '../core/mail/mail-outbox';

/**
 * Runs the outbox's delivery worker in this server process and stops it when the server
 * closes, before the database does (see shutdown.ts). Call before `listen`.
 */
export function startMailWorker(app: FastifyInstance, mail: MailOutbox): void {
  mail.start(app.log.child({ component: 'mail' }));
  app.addHook('onClose', async () => {
    await mail.stop();
  });
}
