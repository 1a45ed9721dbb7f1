import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from '../core/config';
import { DatabaseBusyError } from '../db/data-dir-lock';
import { createInfrastructure } from '../core/infrastructure';
import { demoStaffNotice, isDemoStaffActive } from '../demo/seed/demo-staff';
import { buildApp } from './app';
import { prepareDatabase, servicesFor } from './start';
import { startMailWorker } from './mail-worker';
import { installShutdown } from './shutdown';
import {
  refuseUnsafeConfig,
  refuseUnsafeDatabase,
  sanctionsStartupWarnings,
} from './startup-checks';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig({ NODE_ENV: 'production', ...process.env });
  refuseUnsafeConfig(config);
  // The logger comes with the app, after the database it watches.
  const logger: { current?: { warn(details: object, message: string): void } } = {};
  const database = await prepareDatabase(config, (error) =>
    // The code only (57P01 …): the message may quote a query and its data.
    logger.current?.warn(
      { code: (error as { code?: string }).code },
      'a pooled database connection broke',
    ),
  );
  try {
    await refuseUnsafeDatabase(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const infrastructure = createInfrastructure(database.db, config);
  const buildDir = path.resolve('build');
  const serverBuild = (await import(
    pathToFileURL(path.join(buildDir, 'server/index.js')).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    database,
    services: servicesFor(database, config, infrastructure),
    site: { getBuild: async () => serverBuild, clientDir: path.join(buildDir, 'client') },
  });
  logger.current = app.log;
  startMailWorker(app, infrastructure.mail);
  installShutdown(app, database);
  // The address actually bound (PORT=0 picks a free port), beside the one links are made with.
  const listening = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      ms: Math.round(performance.now() - startedAt),
      database: database.kind,
      publicBaseUrl: config.PUBLIC_BASE_URL,
    },
    `ready: listening on ${listening}, public address ${config.PUBLIC_BASE_URL}`,
  );
  if (await isDemoStaffActive(database.db)) app.log.warn(demoStaffNotice(config.PUBLIC_BASE_URL));
  for (const warning of await sanctionsStartupWarnings(database.db, config)) app.log.warn(warning);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseBusyError) {
    console.error(error.message);
  } else {
    console.error('Не удалось запустить сервер:', error);
  }
  process.exit(1);
});
