import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../core/config';
import { createServices } from '../../core/services';
import type { DatabaseHandle } from '../../db/client';
import { seedReference } from '../../db/seed/seed-reference';
import { buildApp } from '../../server/app';
import { openTestDatabase, type DatabaseKind } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The API on a fresh database with the reference data, driven through `app.inject`. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const database = await openTestDatabase(kind);
  await seedReference(database.db);
  const app = await buildApp({
    config,
    database,
    services: createServices(database.db, config),
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
