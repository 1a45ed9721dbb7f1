import { ConfigError, isPublicAddress, productionProblems, type Config } from '../core/config';
import { sanctionsListWarnings } from '../core/sanctions/list-status';
import { demoStaffProblems } from '../demo/seed/demo-staff';
import type { Database } from '../db/client';

function refusal(config: Config, problems: string[]): ConfigError {
  return new ConfigError(
    `Сервер не запущен: на публичном адресе ${config.PUBLIC_BASE_URL} (HOST=${config.HOST}) так нельзя ` +
      `(the server refuses to start on a public address):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
}

/** Before anything opens: what the configuration alone forbids on a public address. */
export function refuseUnsafeConfig(config: Config): void {
  const problems = productionProblems(config);
  if (problems.length) throw refusal(config, problems);
}

/** Once the database is open: what its contents forbid there (the demo staff login). */
export async function refuseUnsafeDatabase(db: Database, config: Config): Promise<void> {
  const problems = await demoStaffProblems(db, config);
  if (problems.length) throw refusal(config, problems);
}

/**
 * On a public address, the sanctions lists missing or older than SANCTIONS_MAX_AGE_DAYS: warned
 * about, not refused, since a stale list still screens better than none and says its date.
 */
export async function sanctionsStartupWarnings(
  db: Database,
  config: Config,
  now = new Date(),
): Promise<string[]> {
  return isPublicAddress(config) ? sanctionsListWarnings(db, config, now) : [];
}
