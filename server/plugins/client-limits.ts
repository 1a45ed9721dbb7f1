import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CLIENT_LIMITS, type ClientLimitName } from '../../contracts/client-limits';
import { tooManyRequestsMessage } from '../../contracts/messages';
import type { LimitRefusal } from '../../contracts/request-context';

/**
 * The seconds to the end of the client's window, as @fastify/rate-limit put them in the reply's
 * `retry-after` from its store's time to live; null when it did not.
 */
export function retryAfterOf(reply: FastifyReply): number | null {
  const seconds = Number(reply.getHeader('retry-after'));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface ClientLimits {
  /** The `onRequest` hook of the limit's API route: a 429 beyond the limit. */
  hook(name: ClientLimitName): LimitHook;
  /**
   * Counts one use through a page (a form's action, a searched country page); beyond the limit
   * the refusal with its wait (and `retry-after` on the reply), so the page shows it beside what
   * was typed instead of an error page.
   */
  take(
    name: ClientLimitName,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<true | LimitRefusal>;
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
        if ((error as { statusCode?: unknown }).statusCode !== 429) throw error;
        const retryAfterSeconds = retryAfterOf(reply);
        return { message: tooManyRequestsMessage(retryAfterSeconds), retryAfterSeconds };
      }
    },
  } satisfies ClientLimits);
});
