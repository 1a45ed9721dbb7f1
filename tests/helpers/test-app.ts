import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { loadConfig, type Config } from '../../core/config';
import { createInfrastructure, type Infrastructure } from '../../core/infrastructure';
import { createServices } from '../../core/services';
import type { DatabaseHandle } from '../../db/client';
import { seedReference } from '../../db/seed/seed-reference';
import { demoSampleReports } from '../../demo/sample-report/sample-report-source';
import { buildApp, type AppOptions } from '../../server/app';
import { loggerOptions } from '../../server/logging/logger-options';
import { openTestDatabase, type DatabaseKind } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The outbox (no worker runs unless a test starts it) and the file storage. */
  mail: Infrastructure['mail'];
  storage: Infrastructure['storage'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A PostgreSQL server of the test's own instead of the shared one (kind `postgres`). */
  serverUrl?: string;
  /** Mounts the React site too (see `tests/helpers/site-build.ts`). */
  site?: AppOptions['site'];
  /**
   * Another app's database, for a second instance of the server over the same data (as behind a
   * balancer). Its owner closes it; this app's `close` leaves it open.
   */
  database?: DatabaseHandle;
  /**
   * Where the server's log lines go (at level info, with the production serializers), for tests
   * of what is logged; without it the app logs nothing.
   */
  logStream?: DestinationStream;
}

/** The API on a fresh database with the reference data, driven through `app.inject`. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  // Stored files go to a directory of this app's own unless the test names one.
  const ownDataDir = env.DATA_DIR ? undefined : await mkdtemp(path.join(tmpdir(), 'test-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const database = options.database ?? (await openTestDatabase(kind, options.serverUrl));
  const infrastructure = createInfrastructure(database.db, config);
  await seedReference(database.db);
  const app = await buildApp({
    config,
    database,
    services: createServices(database.db, config, infrastructure, {
      sampleReportSource: demoSampleReports,
    }),
    logger: options.logStream ? loggerOptions({ LOG_LEVEL: 'info' }, options.logStream) : false,
    site: options.site,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    ...infrastructure,
    close: async () => {
      await app.close();
      await infrastructure.mail.stop();
      if (!options.database) await database.close();
      if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** What the staff sign-in works through, for tests that call it directly. */
export function signInDeps(t: TestApp) {
  return { db: t.database.db, mail: t.mail, siteName: t.config.SITE_NAME };
}
