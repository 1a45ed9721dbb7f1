import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
  }
}

/**
 * Security headers. Inline scripts are allowed only with a per-response nonce (React Router's
 * hydration data is inline); inline style attributes are allowed because UI primitives set them.
 */
// helmet's directive callbacks see only the raw response, so the nonce is looked up by it.
const nonces = new WeakMap<object, string>();

/** Features no page of the site uses; a script injected somehow cannot turn them on either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export interface SecurityOptions {
  isDev: boolean;
  /**
   * Sites a form's answer may redirect to: browsers apply `form-action` to the redirect after a
   * POST, and «Оплатить» answers with a redirect to the payment provider's page.
   */
  formActionOrigins?: string[];
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    nonces.set(reply.raw, reply.scriptNonce);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    enableCSPNonces: false,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          (_req, res) => `'nonce-${nonces.get(res) ?? ''}'`,
          // Vite's dev client needs eval-free inline modules only in development.
          ...(opts.isDev ? ["'unsafe-inline'"] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(opts.isDev ? ['ws:'] : [])],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'", ...(opts.formActionOrigins ?? [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Not helmet's 'no-referrer': under it browsers send `Origin: null` with a plain form POST,
    // and the staff area's CSRF check needs the real origin. 'same-origin' still keeps every
    // URL (private order links included) from other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: opts.isDev ? false : { maxAge: 31536000, includeSubDomains: true },
  });
});
