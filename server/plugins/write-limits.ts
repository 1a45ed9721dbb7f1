import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WRITE_LIMITS, type WriteLimitName } from '../../contracts/write-limits';

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface WriteLimits {
  /** The `onRequest` hook of the write's API route: a 429 beyond the limit. */
  hook(name: WriteLimitName): LimitHook;
  /**
   * Counts one write sent through a page's form; false beyond the limit (with `retry-after` on
   * the reply), so the page shows the refusal beside what was typed instead of an error page.
   */
  take(name: WriteLimitName, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    writeLimits: WriteLimits;
  }
}

/**
 * One limiter per write, made once: @fastify/rate-limit keeps a counter store per limiter, so
 * the API route and the page's action must call the same one to share a client's quota.
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance, opts: { factor: number }) => {
  const hooks = Object.fromEntries(
    Object.entries(WRITE_LIMITS).map(([name, { max, timeWindow, scope }]) => [
      name,
      app.rateLimit({ max: max * opts.factor, timeWindow, groupId: scope }) as LimitHook,
    ]),
  ) as Record<WriteLimitName, LimitHook>;
  app.decorate('writeLimits', {
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
  } satisfies WriteLimits);
});
