import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { loadConfig } from '../core/config';
import { createInfrastructure } from '../core/infrastructure';
import { buildApp } from './app';
import { startMailWorker } from './mail-worker';
import { installShutdown } from './shutdown';
import { refuseUnsafeConfig, refuseUnsafeDatabase } from './startup-checks';
import { prepareDatabase, servicesFor } from './start';

/** `make dev`: Vite in middleware mode for hot reload, the server build loaded per request. */
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
// Listening beyond loopback, a development server is as public as any.
refuseUnsafeConfig(config);
const database = await prepareDatabase(config);
await refuseUnsafeDatabase(database.db, config);
const infrastructure = createInfrastructure(database.db, config);
const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
const app = await buildApp({
  config,
  database,
  services: servicesFor(database, config, infrastructure),
  beforeSite: async (instance) => {
    await instance.register(middie);
    instance.use(vite.middlewares);
  },
  site: {
    getBuild: async () =>
      (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
  },
});
app.addHook('onClose', () => vite.close());
startMailWorker(app, infrastructure.mail);
installShutdown(app, database);
await app.listen({ port: config.PORT, host: config.HOST });
