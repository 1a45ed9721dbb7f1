import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages';
import { referenceCacheFor } from '../../core/dictionary/reference-cache';
import { isDatabaseUnavailable } from '../../db/database-unavailable';
import { isPostgresReachable, TEST_POSTGRES_URL } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';

const hasPostgres = await isPostgresReachable();

/**
 * The database goes away under the server (every connection ended, new ones refused, as during
 * a restart) and comes back: the server stays up, says 503 in Russian with Retry-After meanwhile,
 * and serves again by itself. The test's own database is the one taken away.
 */
describe.skipIf(!hasPostgres)('a PostgreSQL outage', () => {
  let t: TestApp;
  let name: string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const groups = () => t.app.inject({ method: 'GET', url: '/api/Dictionary/CountryGroups' });
  const countries = () =>
    t.app.inject({ method: 'POST', url: '/api/Dictionary/GetCountries', payload: {} });

  beforeAll(async () => {
    t = await createTestApp('postgres');
    const [row] = (await t.database.pool!.query('select current_database() as name')).rows as {
      name: string;
    }[];
    name = row!.name;
  });
  afterAll(async () => {
    await admin(`alter database ${name} allow_connections true`).catch(() => undefined);
    await t?.close();
  });

  it('answers 503 with Retry-After while it is away, and recovers by itself', async () => {
    expect((await groups()).statusCode).toBe(200);
    // Pooled connections are idle now: ending them used to take the whole process down.
    await admin(`alter database ${name} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    // The dictionary is kept in memory and would still answer: make these calls reach the database.
    referenceCacheFor(t.database.db).invalidate();

    const during = await Promise.all([groups(), countries(), groups(), countries()]);
    for (const res of during) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toEqual({ message: MESSAGES.databaseUnavailable });
    }
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable' });

    await admin(`alter database ${name} allow_connections true`);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await groups()).statusCode).toBe(200);
    expect((await countries()).statusCode).toBe(200);
  });

  it('tells an outage from a wrong query', () => {
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const rollback = new Error('Failed query: rollback', {
      cause: new Error('Client has encountered a connection error and is not queryable'),
    });
    expect(isDatabaseUnavailable(rollback)).toBe(true);
  });
});
