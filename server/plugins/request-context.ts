import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import {
  isStaffPath,
  roleForStaffPath,
  STAFF_API_PATH,
  STAFF_AREA_PATH,
} from '../../contracts/staff/access';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import { hasRole, type StaffMember } from '../../contracts/staff/roles';
import { staffCookieName } from '../../contracts/staff/session-cookie';
import { routedPathname } from './routed-path';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking: services, the signed-in staff member, the client. Set for every request. */
    ctx: RequestContext;
  }
}

export interface RequestContextOptions {
  services: AppServices;
  /** The staff member of a session token, sliding its expiry; null when not valid. */
  resolveStaff(token: string): Promise<StaffMember | null>;
  /** Origins a browser form of this site may post from (the public address and its staging). */
  allowedOrigins: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing staff request must come from a page of this site: browsers send Origin with
 * every POST, so a form on another site (CSRF) is refused whatever cookies it carries along.
 */
function isSameOrigin(request: FastifyRequest, allowed: string[]): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = requestOrigin(request);
  if (!origin) return false;
  return origin === `${request.protocol}://${request.host}` || allowed.includes(origin);
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  status: 401 | 403,
  message: string,
) {
  if (status === 401 && pathname.endsWith('.data')) {
    // A client-side navigation of React Router whose session ended: its own redirect answer
    // (204 + X-Remix-Redirect) takes the browser to the login form instead of an error.
    return reply
      .code(204)
      .header('x-remix-redirect', STAFF_AREA_PATH)
      .header('x-remix-status', '302')
      .send();
  }
  if (pathname.startsWith(`${STAFF_API_PATH}/`) || pathname.endsWith('.data')) {
    return reply.code(status).header('cache-control', 'no-store').send({ message });
  }
  if (status === 401) {
    // A page asked without a session: the login form, then back to where the person was going.
    const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : '';
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`${STAFF_AREA_PATH}${next}`, 303);
  }
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * Builds the request context of every request, and guards the staff area: the staff API and
 * every page under `/admin1515/` refuse an anonymous request and a role below the section's.
 * Route loaders and actions check again (`requireStaff`), so a rule holds even for React
 * Router's own data requests.
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: RequestContextOptions) => {
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request, reply) => {
      // Guarded as the routers read it: `/api/%73taff/…` and `/%61dmin1515/…` reach staff code.
      const pathname = routedPathname(request.url);
      const isSecure = request.protocol === 'https';
      const userAgent = request.headers['user-agent'];
      let staff: StaffMember | null = null;
      let token: string | null = null;
      if (isStaffPath(pathname)) {
        token = request.cookies[staffCookieName(isSecure)] ?? null;
        if (token) staff = await opts.resolveStaff(token);
        if (!staff) token = null;
      }
      request.ctx = {
        services: opts.services,
        staff,
        staffSessionToken: token,
        client: {
          ip: request.ip,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : '',
          requestId: String(request.id),
        },
        isSecure,
        cspNonce: reply.scriptNonce,
        takeLimitTurn: (name) => app.clientLimits.take(name, request, reply),
        log: request.log,
      };
      if (!isStaffPath(pathname)) return;
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, opts.allowedOrigins)) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .send({ message: STAFF_AUTH_MESSAGES.badOrigin });
      }
      const role = roleForStaffPath(pathname);
      if (!role) return;
      if (!staff) return refuse(request, reply, pathname, 401, STAFF_AUTH_MESSAGES.signInRequired);
      if (hasRole(staff, role)) return;
      // A page read by a lower role is refused by its loader, which renders a proper 403 page in
      // the staff layout; every write and every API call is refused here already.
      const isPageRead =
        SAFE_METHODS.has(request.method) && !pathname.startsWith(`${STAFF_API_PATH}/`);
      if (!isPageRead) return refuse(request, reply, pathname, 403, STAFF_AUTH_MESSAGES.forbidden);
    });
    // Staff pages and answers are personal: never stored by a browser or a proxy.
    app.addHook('onSend', async (request, reply) => {
      if (isStaffPath(routedPathname(request.url))) reply.header('cache-control', 'no-store');
    });
  },
);
