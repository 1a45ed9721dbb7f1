import path from 'node:path';
import { ConfigError, loadConfig } from '../core/config';
import { BackupError } from '../db/backup/backup-error';
import { DatabaseBusyError } from '../db/data-dir-lock';
import { backupPglite } from '../db/backup/pglite-backup';
import { backupPostgres } from '../db/backup/postgres-backup';

/**
 * `npm run db:backup -- <file>`: the configured database into one file: a pg_dump archive
 * (custom format) with DATABASE_URL, else the embedded database's directory as a .tar.gz.
 */
const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length) {
  console.error('Использование: npm run db:backup -- <файл>');
  process.exit(2);
}
try {
  const config = loadConfig();
  const target = path.resolve(file);
  const started = performance.now();
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, target);
  else await backupPglite(config.dataDir, target);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Копия базы (${config.DATABASE_URL ? 'PostgreSQL' : 'встроенная'}) записана в ${target} за ${seconds} с.`,
  );
} catch (error) {
  const isKnown =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DatabaseBusyError;
  console.error(isKnown ? error.message : error);
  process.exit(1);
}
