import { readFile } from 'node:fs/promises';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppServices } from '../contracts/app-services';
import type { Config } from '../core/config';
import { REFERENCE_CHANGE_CHANNEL } from '../core/dictionary/reference-change-channel';
import type { DatabaseHandle } from '../db/client';
import { apiRoutes } from './api';
import { addressTextPlugin } from './plugins/address-text';
import { compressionPlugin } from './plugins/compression';
import { closeConnectionsOnShutdown } from './plugins/close-connections-on-shutdown';
import { DATABASE_RETRY_AFTER_SECONDS, errorsPlugin } from './plugins/errors';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { flagsPlugin } from './plugins/flags';
import { loggerOptions } from './logging/logger-options';
import { normalizePathPlugin } from './plugins/normalize-path';
import { rateLimitPlugin } from './plugins/rate-limit';
import { clientLimitsPlugin } from './plugins/client-limits';
import { requestContextPlugin } from './plugins/request-context';
import { resolveSession } from '../core/staff/auth/sessions';
import { requestIdGenerator } from './plugins/request-id';
import { requestLogPlugin } from './plugins/request-log';
import { securityPlugin } from './plugins/security';
import { staticAssets } from './plugins/static-assets';
import { YOOKASSA_CHECKOUT_ORIGINS } from '../core/payments/yookassa/checkout-origins';
import { zodPlugin } from './plugins/zod';
import { seoRoutes } from './site/seo-routes';
import { slowClientOptions } from './slow-clients';
import { reactRouterHandler, type ServerBuildSource } from './site/react-router-handler';
import { baseUrlOrigin } from '../contracts/base-url';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: readonly { method: string; url: string }[];
  }
}

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  services: AppServices;
  /** The React site; absent in API-only tests. */
  site?: { getBuild: ServerBuildSource; clientDir?: string };
  /** Extra plugins registered before the site's catch-all (Vite's dev middleware). */
  beforeSite?: (app: FastifyInstance) => Promise<void>;
  logger?: FastifyServerOptions['logger'];
}

const ROOT = process.cwd();

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const isDev = config.NODE_ENV === 'development';
  const trust = config.TRUST_PROXY;
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    // requestLogPlugin writes the one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A number of hops becomes the function proxy-addr would make of it (Fastify's types take
    // no number): the socket's peer and the next n-1 entries are proxies, the one after is the client.
    trustProxy: typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust,
    genReqId: requestIdGenerator(trust),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    return503OnClosing: true,
    ...slowClientOptions(config),
  });

  // Every route as registered, so tests can walk all of them (e.g. every staff API route).
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.register(requestLogPlugin);
  await app.register(closeConnectionsOnShutdown);
  await app.register(errorsPlugin);
  await app.register(zodPlugin);
  await app.register(addressTextPlugin);
  await app.register(securityPlugin, {
    isDev,
    formActionOrigins: config.PAYMENT_PROVIDER === 'yookassa' ? YOOKASSA_CHECKOUT_ORIGINS : [],
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin, { config, db: opts.database.db });
  await app.register(clientLimitsPlugin, { factor: config.RATE_LIMIT_FACTOR });
  await app.register(normalizePathPlugin);
  const publicOrigin = baseUrlOrigin(config.PUBLIC_BASE_URL);
  const stagingOrigins = config.STAGING_BASE_URL ? [baseUrlOrigin(config.STAGING_BASE_URL)] : [];
  await app.register(requestContextPlugin, {
    services: opts.services,
    resolveStaff: (token) => resolveSession(opts.database.db, token, new Date()),
    allowedOrigins: [publicOrigin, ...stagingOrigins],
  });

  // Staff on any instance (or anyone writing the tables) changed the reference data.
  const stopListening = await opts.database.listen(REFERENCE_CHANGE_CHANNEL, (table) =>
    opts.services.referenceData.invalidate(table),
  );
  app.addHook('onClose', stopListening);

  // Nothing about the insides (database kind, versions): the answer is public.
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await opts.database.db.execute('select 1');
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return reply
        .status(503)
        .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
        .send({ status: 'unavailable' });
    }
    return reply.send({ status: 'ok' });
  });

  app.get('/favicon.svg', async (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(await readFile(path.join(ROOT, 'public/favicon.svg'))),
  );
  await app.register(seoRoutes, { services: opts.services });
  await app.register(flagsPlugin, { localFlagsDir: path.join(ROOT, 'public/flags') });
  await app.register(apiRoutes, { prefix: '/api' });

  if (opts.beforeSite) await opts.beforeSite(app);

  if (opts.site) {
    const { clientDir } = opts.site;
    if (clientDir) {
      await app.register(staticAssets, { prefix: '/assets', root: path.join(clientDir, 'assets') });
    }
    await app.register(reactRouterHandler, {
      getBuild: opts.site.getBuild,
      mode: isDev ? 'development' : 'production',
      renders: {
        max: config.MAX_CONCURRENT_RENDERS,
        queueTimeoutMs: config.RENDER_QUEUE_TIMEOUT_MS,
      },
      onDataChange: (listener) => opts.services.referenceData.subscribe(listener),
      origins: { public: publicOrigin, others: stagingOrigins },
    });
  }
  return app;
}
