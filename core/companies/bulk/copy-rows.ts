import { from as copyFrom } from 'pg-copy-streams';
import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';

/**
 * Runs `COPY <target> FROM ...` with CSV text, the fastest way into either database: PGlite
 * reads it from a Blob ('/dev/blob'), a PostgreSQL server from a pg-copy-streams stream on
 * the given client (one client, so a temporary staging table stays visible).
 */
export async function copyCsv(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  target: string,
  csv: string,
): Promise<void> {
  if (database.pglite) {
    await database.pglite.query(`copy ${target} from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([csv]),
    });
    return;
  }
  if (!client) throw new Error('COPY on PostgreSQL needs a client of the pool');
  const stream = client.query(copyFrom(`copy ${target} from stdin with (format csv)`));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', () => resolve());
    stream.end(csv);
  });
}

/** A plain SQL statement on the same connection as copyCsv. */
export async function runSql<T = Record<string, unknown>>(
  database: DatabaseHandle,
  client: pg.PoolClient | undefined,
  text: string,
): Promise<T[]> {
  if (database.pglite) return (await database.pglite.query<T>(text)).rows;
  if (!client) throw new Error('SQL on PostgreSQL needs a client of the pool');
  return (await client.query(text)).rows as T[];
}

/** One connection for a bulk job: a pool client on PostgreSQL, the instance itself on PGlite. */
export async function withBulkConnection<T>(
  database: DatabaseHandle,
  job: (client: pg.PoolClient | undefined) => Promise<T>,
): Promise<T> {
  if (database.pglite) return job(undefined);
  if (!database.pool) throw new Error('no PostgreSQL pool');
  const client = await database.pool.connect();
  try {
    return await job(client);
  } finally {
    client.release();
  }
}
