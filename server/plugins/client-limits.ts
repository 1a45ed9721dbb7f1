import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_LIMITS, type ClientLimitName } from '../../contracts/client-limits';

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface ClientLimits {
  /** The `onRequest` hook of the limit's API route: a 429 beyond the limit. */
  hook(name: ClientLimitName): LimitHook;
  /**
   * Counts one use through a page (a form's action, a searched country page); false beyond the
   * limit (with `retry-after` on the reply), so the page shows the refusal beside what was typed
   * instead of an error page.
   */
  take(name: ClientLimitName, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clientLimits: ClientLimits;
  }
}

/**
 * One limiter per limit, made once: @fastify/rate-limit keeps a counter store per limiter, so
 * the API route and the page's action must call the same one to share a client's quota.
 */
export const clientLimitsPlugin = fp(async (app: FastifyInstance, opts: { factor: number }) => {
  const hooks = Object.fromEntries(
    Object.entries(CLIENT_LIMITS).map(([name, { max, timeWindow, scope }]) => [
      name,
      app.rateLimit({ max: max * opts.factor, timeWindow, groupId: scope }) as LimitHook,
    ]),
  ) as Record<ClientLimitName, LimitHook>;
  app.decorate('clientLimits', {
    hook: (name) => hooks[name],
    async take(name, request, reply) {
      try {
        await hooks[name](request, reply);
        return true;
      } catch (error) {
        if ((error as { statusCode?: unknown }).statusCode === 429) return false;
        throw error;
      }
    },
  } satisfies ClientLimits);
});
