import { loadConfig } from '../core/config';
import { openDatabase } from '../db/client';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await database.migrate();
  console.log(`Миграции применены (${database.kind}).`);
} finally {
  await database.close();
}
