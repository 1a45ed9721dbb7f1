import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../plugins/errors';

/** What a page of the site answers: reading it, and posting its forms to its action. */
const SITE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/**
 * Any other method (PUT, PATCH, DELETE, TRACE, OPTIONS …) is refused before a page is
 * rendered: React Router would run a page's action for PUT or DELETE with a body it cannot
 * read, and the Fetch API refuses to build a TRACE request at all.
 */
export function refuseOtherMethods(scope: FastifyInstance) {
  const allowed = new Set<string>(SITE_METHODS);
  scope.addHook('onRequest', async (request, reply) => {
    if (allowed.has(request.method)) return;
    reply.header('allow', SITE_METHODS.join(', '));
    throw new HttpError(405, MESSAGES.methodNotAllowed);
  });
}
