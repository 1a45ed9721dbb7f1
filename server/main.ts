import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from '../core/config';
import { createInfrastructure } from '../core/infrastructure';
import { buildApp } from './app';
import { prepareDatabase, servicesFor } from './start';
import { startMailWorker } from './mail-worker';
import { installShutdown } from './shutdown';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig({ NODE_ENV: 'production', ...process.env });
  const database = await prepareDatabase(config);
  const infrastructure = createInfrastructure(database.db, config);
  const buildDir = path.resolve('build');
  const serverBuild = (await import(
    pathToFileURL(path.join(buildDir, 'server/index.js')).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    database,
    services: servicesFor(database, config, infrastructure),
    onMailQueued: infrastructure.mail.notify,
    site: { getBuild: async () => serverBuild, clientDir: path.join(buildDir, 'client') },
  });
  startMailWorker(app, infrastructure.mail);
  installShutdown(app, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { ms: Math.round(performance.now() - startedAt), database: database.kind },
    `ready on ${config.PUBLIC_BASE_URL}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Не удалось запустить сервер:', error);
  }
  process.exit(1);
});
