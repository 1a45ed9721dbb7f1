import type { Config } from '../core/config';
import type { Infrastructure } from '../core/infrastructure';
import { createServices } from '../core/services';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedReference } from '../db/seed/seed-reference';
import { demoSampleReports } from '../demo/sample-report/sample-report-source';

/** Opens the configured database, applies migrations and seeds the reference data. */
export async function prepareDatabase(
  config: Config,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    holder: 'server',
    onConnectionError,
  });
  await database.migrate();
  await seedReference(database.db);
  return database;
}

export function servicesFor(
  database: DatabaseHandle,
  config: Config,
  infrastructure?: Infrastructure,
) {
  return createServices(database.db, config, infrastructure, {
    sampleReportSource: demoSampleReports,
  });
}
