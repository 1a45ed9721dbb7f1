import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/client';

export interface ScratchDatabase {
  database: DatabaseHandle;
  /** Closes the handle and drops the database, unless it was kept. */
  drop(): Promise<void>;
}

async function asAdmin(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A database of a benchmark's or evaluation's own on a PostgreSQL server: `<prefix>_<random>`,
 * created now and dropped at the end; or `existing`, opened as it is and never dropped, and
 * `keep` leaves a new one behind for a later run.
 */
export async function openScratchPostgres(
  serverUrl: string,
  prefix: string,
  options: { poolSize: number; existing?: string; keep?: boolean },
): Promise<ScratchDatabase> {
  const name = options.existing ?? `${prefix}_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusable database name: ${name}`);
  if (!options.existing) await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: options.poolSize });
  return {
    database,
    drop: async () => {
      await database.close();
      if (options.existing || options.keep) {
        console.log(`База ${name} оставлена.`);
        return;
      }
      await asAdmin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
