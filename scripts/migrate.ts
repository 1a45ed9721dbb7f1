import { loadConfig } from '../core/config';
import { openCommandDatabase } from './lib/open-command-database';

/** `npm run db:migrate`: applies pending migrations to the configured database. */
const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  await database.migrate();
  console.log(`Миграции применены (${database.kind}).`);
} finally {
  await database.close();
}
