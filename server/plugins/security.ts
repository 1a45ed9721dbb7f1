import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    scriptNonce: string;
  }
}

/** Features no page of the site uses; a script injected somehow cannot turn them on either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
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

/** Stands in the policy where each answer's nonce goes. */
const NONCE_SLOT = `nonce-slot-${randomBytes(8).toString('hex')}`;

function helmetOptions(opts: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'self'",
          `'nonce-${NONCE_SLOT}'`,
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
  };
}

/**
 * The headers helmet sets, worked out once: helmet would parse its whole configuration again
 * for every answer, which cost a tenth of the server's time on a kept page.
 */
function helmetHeaders(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    collector as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure;
  return headers;
}

/** 16 random bytes per answer, drawn from a pool filled a few hundred answers at a time. */
function createNonceSource(): () => string {
  const NONCE_BYTES = 16;
  const pool = Buffer.alloc(NONCE_BYTES * 512);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomBytes(pool.length).copy(pool);
      offset = 0;
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES);
    offset += NONCE_BYTES;
    return nonce;
  };
}

/**
 * Security headers. Inline scripts are allowed only with a per-answer nonce (React Router's
 * hydration data is inline) or, on a page from the page cache, by their hashes; inline style
 * attributes are allowed because UI primitives set them. Hashed build assets (scripts, styles,
 * fonts) get only the headers that mean something for them: a policy for a document, a frame
 * or a referrer would be bytes sent with every file for nothing.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  const headers = helmetHeaders(helmetOptions(opts));
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  const [policyBefore = '', policyAfter = ''] = (
    headers.get('content-security-policy') ?? ''
  ).split(NONCE_SLOT);
  headers.delete('content-security-policy');
  const documentHeaders = [...headers];
  const assetHeaders = documentHeaders.filter(([name]) =>
    ['x-content-type-options', 'cross-origin-resource-policy'].includes(name),
  );
  const nextNonce = createNonceSource();

  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    if (request.url.startsWith('/assets/')) {
      for (const [name, value] of assetHeaders) raw.setHeader(name, value);
      return done();
    }
    reply.scriptNonce = nextNonce();
    for (const [name, value] of documentHeaders) raw.setHeader(name, value);
    raw.setHeader('content-security-policy', policyBefore + reply.scriptNonce + policyAfter);
    done();
  });
});
