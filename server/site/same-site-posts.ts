import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '../../contracts/messages';
import { HttpError } from '../plugins/errors';
import type { SiteOrigins } from './site-request-url';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where a browser says the request comes from: Origin, else the Referer's origin. */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * A post to a page's action must come from a page of this site (CSRF: a form on another site
 * would sign a visitor in to the staff area or «Мои заказы», or post the public forms in their
 * name). Allowed: the configured addresses and the address the request was sent to (Host, or
 * X-Forwarded-Host behind a trusted proxy), which a browser posting from elsewhere cannot set.
 * A post that names no origin at all (no Origin, no Referer) is a client other than a browser
 * page and passes; `null` (a sandboxed frame, a redirect across sites) does not.
 */
export function refuseCrossSitePosts(scope: FastifyInstance, origins: SiteOrigins) {
  const allowed = new Set([origins.public, ...origins.others]);
  scope.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const isCrossSite = request.headers['sec-fetch-site'] === 'cross-site';
    const origin = claimedOrigin(request);
    if (!isCrossSite && origin === undefined) return;
    if (
      !isCrossSite &&
      origin !== undefined &&
      (allowed.has(origin) || origin === `${request.protocol}://${request.host}`)
    ) {
      return;
    }
    throw new HttpError(403, MESSAGES.foreignOrigin);
  });
}
