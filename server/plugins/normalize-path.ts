import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSameOriginPath, normalizedLocation } from '../../contracts/normalize-path';
import { MESSAGES } from '../../contracts/messages';

/** The API, static files and Vite's own paths in development keep their exact case. */
const EXEMPT = /^\/(api|assets|flags|healthz|node_modules|@[\w-]+|__[\w-]+)(\/|$)/;
/** A last segment with an extension is a file (sitemap.xml, a module in dev), not a page. */
const FILE = /\/[^/]*\.[A-Za-z0-9]+$/;

/**
 * Spec section 2: site paths are lower case, without repeated or trailing slashes. A page
 * requested otherwise is permanently redirected; the API keeps its case-sensitive paths.
 */
export const normalizePathPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const raw = request.raw.url ?? '/';
    const queryStart = raw.indexOf('?');
    const pathname = queryStart === -1 ? raw : raw.slice(0, queryStart);
    const search = queryStart === -1 ? '' : raw.slice(queryStart);
    if (EXEMPT.test(pathname) || FILE.test(pathname)) return;
    const location = normalizedLocation(pathname, search);
    if (location === null) return;
    // The guard is belt and braces: normalisation already removes every double slash.
    if (!isSameOriginPath(location)) return reply.code(400).send({ message: MESSAGES.badAddress });
    return reply.redirect(location, 301);
  });
});
