import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { listenOnServer } from './listen-on-server';
import { TransactionSafePool } from './transaction-safe-pool';
import * as schema from './schema';

/**
 * PostgreSQL's own page cache inside the embedded database. PGlite's default (128 MB) is
 * reserved in the process's memory from the start, on top of the operating system's cache of
 * the same files; a quarter of it keeps the pages searches touch most, and the server's
 * resident memory drops by about 50 MB.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * How long a request waits for a connection to the PostgreSQL server. Without a bound, a server
 * that accepts the connection and never answers (a host gone from the network, another program
 * on its port after a restart) holds the request, and every one after it, forever; with it, the
 * request fails as «database unavailable» and the visitor gets an honest 503.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (any instance, any
   * connection), and with `reconnected` after a lost listening connection is back, since
   * notifications may have been missed meanwhile. Resolves once listening; the returned
   * function stops it.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** The raw PGlite instance, for bulk COPY on the embedded database. */
  pglite?: PGlite;
  /** The raw pool, for bulk COPY on a PostgreSQL server. */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise the embedded database. */
  url?: string;
  /** Directory of the embedded database; undefined keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** How long to wait for a PostgreSQL connection; CONNECT_TIMEOUT_MS unless a test says. */
  connectTimeoutMs?: number;
  /** A tarball of PGlite's dumpDataDir() to fill an empty `dataDir` with (a restore). */
  loadDataDir?: Blob;
  /** Told when an idle pooled connection breaks (the server restarted, an admin ended it). */
  onConnectionError?: (error: Error) => void;
  /**
   * Who opens the embedded database in `dataDir`, for the message another process gets while
   * this one holds it: `server`, else the command (by default `npm run <script>`).
   */
  holder?: string;
}

/** The command this process runs, as its user typed it. */
function commandName(): string {
  const script = process.env.npm_lifecycle_event;
  // npx sets it too, to "npx": not a script anyone runs by name.
  if (script && script !== 'npx') return `npm run ${script}`;
  return path.basename(process.argv[1] ?? 'node');
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Sources run from db/; the bundled server runs from build/server-main/.
const migrationsFolder = [
  path.join(here, 'migrations'),
  path.join(here, '../../db/migrations'),
].find((dir) => existsSync(path.join(dir, 'meta/_journal.json'))) as string;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new TransactionSafePool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    });
    // Without a listener, an idle connection that the server ends takes the whole process down.
    // The pool has already dropped that connection; the next query opens a fresh one.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // A connection checked out of the pool (a transaction between two of its queries) has no
    // pool listener: without its own, its break is just as fatal. Its next query fails instead.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onConnectionError?.(error));
    });
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: (channel, onNotify) => listenOnServer(options.url as string, channel, onNotify),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One process at a time: PGlite has no lock of its own (see data-dir-lock.ts).
  const lock = options.dataDir
    ? lockDataDir(options.dataDir, options.holder ?? commandName())
    : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm, unaccent, btree_gin },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  // A restored tarball carries the lock file of the process that made the backup.
  if (options.loadDataDir) lock?.rewrite();
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process holds the embedded database: its own NOTIFY arrives here.
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
