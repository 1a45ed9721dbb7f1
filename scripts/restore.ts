import path from 'node:path';
import { ConfigError, loadConfig } from '../core/config';
import { BackupError } from '../db/backup/backup-error';
import { DatabaseBusyError } from '../db/data-dir-lock';
import { restorePglite } from '../db/backup/pglite-backup';
import { restorePostgres } from '../db/backup/postgres-backup';

/**
 * `npm run db:restore -- <file> [--force]`: a copy made by db:backup into the configured
 * database, which must be empty unless --force is given.
 */
const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((a) => a !== '--force');
const [file] = files;
if (!file || files.length > 1) {
  console.error('Использование: npm run db:restore -- <файл> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig();
  const source = path.resolve(file);
  if (config.DATABASE_URL) {
    await restorePostgres(config.DATABASE_URL, source, force);
  } else {
    const { movedAside } = await restorePglite(config.dataDir, source, force);
    if (movedAside) console.log(`Прежний каталог базы сохранён как ${movedAside}.`);
  }
  console.log(
    `База восстановлена из ${source}. Запустите сервер: миграции новее копии применятся при старте.`,
  );
} catch (error) {
  const isKnown =
    error instanceof BackupError ||
    error instanceof ConfigError ||
    error instanceof DatabaseBusyError;
  console.error(isKnown ? error.message : error);
  process.exit(1);
}
