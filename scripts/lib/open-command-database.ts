import type { Config } from '../../core/config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DatabaseBusyError } from '../../db/data-dir-lock';

/**
 * The configured database for a command. While the server or another command holds the
 * embedded database, the command ends here with the reason in Russian (exit code 1) before it
 * has written anything, instead of a stack trace or, worse, writes the other process overwrites.
 */
export async function openCommandDatabase(config: Config): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
