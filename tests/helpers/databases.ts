import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { chooseDatabaseKinds, postgresExpectation, type DatabaseKind } from './expected-databases';

export type { DatabaseKind };

/** The PostgreSQL server of the development machines; tests use it whenever it answers. */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let reachable: Promise<boolean> | undefined;

export function isPostgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({
      connectionString: TEST_POSTGRES_URL,
      connectionTimeoutMillis: 1500,
    });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/**
 * PGlite always; PostgreSQL too when the server is reachable (CI machines have one). Where it is
 * expected (tests/helpers/expected-databases.ts) and does not answer, this throws.
 */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  return chooseDatabaseKinds({
    expectation: postgresExpectation(process.env),
    reachable: await isPostgresReachable(),
    url: TEST_POSTGRES_URL,
  });
}

/**
 * A fresh, migrated database of the given kind: PGlite in memory, or a new PostgreSQL
 * database created for this test file on `serverUrl` (the shared server unless a test brings
 * its own) and dropped on close.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  serverUrl = TEST_POSTGRES_URL,
): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const created = await createPostgresDatabase(serverUrl);
  const handle = await openDatabase({ url: created.url, poolSize: 4 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** How test databases are named: machines shared by several runs give each its own prefix. */
const TEST_DATABASE_PREFIX = process.env.TEST_DATABASE_PREFIX ?? 't';

/** An empty PostgreSQL database of its own on `serverUrl`, for a test that needs its URL. */
export async function createPostgresDatabase(
  serverUrl = TEST_POSTGRES_URL,
): Promise<{ url: string; drop(): Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(TEST_DATABASE_PREFIX))
    throw new Error(`TEST_DATABASE_PREFIX: unusable name ${TEST_DATABASE_PREFIX}`);
  const name = `${TEST_DATABASE_PREFIX}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
