import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchTurn } from '../../../contracts/app-services';

/** Searches per client and minute: enough for a person, too few to page through a register. */
export const FIND_COMPANY_RATE_LIMIT = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts one company search of this client against FIND_COMPANY_RATE_LIMIT: the API's
     * FindCompany and a country page searched on the server share this one counter, so
     * neither way around the limit exists.
     */
    takeSearchTurn(request: FastifyRequest, reply: FastifyReply): Promise<SearchTurn>;
  }
}

/** `factor`: RATE_LIMIT_FACTOR, which raises every limit the same way (load tests). */
export const findCompanyLimitPlugin = fp(async (app: FastifyInstance, opts: { factor: number }) => {
  const max = FIND_COMPANY_RATE_LIMIT * opts.factor;
  // One limiter object: the in-memory store keeps one counter per limiter, and a shared store
  // names the counter by its groupId (which the plugin passes on to the store, though its
  // declared options leave it out: hence the variable).
  const options = { max, timeWindow: '1 minute', groupId: 'find-company' };
  const limit = app.createRateLimit(options);
  app.decorate('takeSearchTurn', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (result.isAllowed) return { allowed: true } as const;
    // The headers the route-level limits send, so a client can pace itself either way.
    void reply.header('x-ratelimit-limit', result.max);
    void reply.header('x-ratelimit-remaining', result.remaining);
    void reply.header('x-ratelimit-reset', result.ttlInSeconds);
    if (!result.isExceeded) return { allowed: true } as const;
    void reply.header('retry-after', result.ttlInSeconds);
    return { allowed: false, retryAfterSeconds: result.ttlInSeconds } as const;
  });
});
