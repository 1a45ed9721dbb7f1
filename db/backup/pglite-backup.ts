import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../client';
import { LOCK_FILE_NAME, lockDataDir } from '../data-dir-lock';
import { BackupError } from './backup-error';

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * The embedded database's whole directory as PGlite's gzipped tarball (dumpDataDir). Stored
 * report files live in DATA_DIR/files, inside it, and travel with it. The server must be
 * stopped: PGlite has no second connection to take a consistent copy through.
 */
export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (await isEmptyDir(dataDir)) {
    throw new BackupError(`Встроенной базы данных нет: каталог ${dataDir} пуст`);
  }
  const database = await openDatabase({ dataDir });
  try {
    const tarball = await database.pglite!.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Fills DATA_DIR from such a tarball. A directory with anything in it is kept: refused, or with
 * `force` moved aside (its new name is returned) rather than deleted before the restore works.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  force: boolean,
): Promise<{ movedAside: string | null }> {
  const tarball = await readFile(file);
  // gzip's magic number: a pg_dump archive starts with "PGDMP" instead.
  if (tarball[0] !== 0x1f || tarball[1] !== 0x8b) {
    throw new BackupError(
      `${file} — не копия встроенной базы (ожидается .tar.gz из npm run db:backup без DATABASE_URL)`,
    );
  }
  let movedAside: string | null = null;
  if (!(await isEmptyDir(dataDir))) {
    // A running server's directory is neither restored over nor moved from under it.
    const lock = lockDataDir(dataDir, 'npm run db:restore');
    try {
      if (!force) {
        throw new BackupError(
          `Каталог ${dataDir} не пуст: укажите пустой DATA_DIR или добавьте --force (прежний каталог будет переименован, не удалён)`,
        );
      }
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      // Moved while held, so no server can start on it meanwhile; its lock goes with it.
      await rename(dataDir, movedAside);
      await rm(path.join(movedAside, LOCK_FILE_NAME), { force: true });
    } finally {
      lock.release();
    }
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([tarball]) });
  try {
    // Proof that what was loaded is this application's database, not just any tarball.
    await database.db.execute('select count(*) from drizzle.__drizzle_migrations');
  } finally {
    await database.close();
  }
  return { movedAside };
}
