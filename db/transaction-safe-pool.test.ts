import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { TransactionSafePool } from './transaction-safe-pool';

/** Statements each fake connection was sent, in order, across all of them. */
type Log = string[];

/**
 * A stand-in for pg.Client that connects at once and fails `begin` on its first `failBegins`
 * connections, as connections broken just after checkout do during a database restart.
 */
function fakeClient(log: Log, failBegins: number) {
  let made = 0;
  return class FakeClient extends EventEmitter {
    readonly number = ++made;
    _queryable = true;
    _ending = false;
    connect(callback: (err?: Error) => void) {
      setImmediate(() => callback());
    }
    query(config: string | { text: string }) {
      const text = typeof config === 'string' ? config : config.text;
      log.push(`${this.number}: ${text}`);
      if (text.startsWith('begin') && this.number <= failBegins) {
        this._queryable = false;
        return Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      return Promise.resolve({ rows: [], rowCount: 0, fields: [], command: text });
    }
    end(callback?: () => void) {
      this._ending = true;
      setImmediate(() => callback?.());
      return Promise.resolve();
    }
  };
}

const transactionOn = async (pool: pg.Pool) =>
  drizzle(pool).transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    return 'done';
  });

describe('a pool whose transactions fail to begin', () => {
  it('gets its connection back after each failed begin, so the next transaction runs', async () => {
    const log: Log = [];
    // One connection and a short wait: a lost connection shows as a timeout, not a hang.
    const pool = new TransactionSafePool({
      max: 1,
      connectionTimeoutMillis: 500,
      Client: fakeClient(log, 3) as unknown as typeof pg.Client,
    });
    for (let i = 0; i < 3; i += 1) {
      await expect(transactionOn(pool)).rejects.toThrow(/begin/);
    }
    await expect(transactionOn(pool)).resolves.toBe('done');
    expect(log).toEqual([
      '1: begin',
      '2: begin',
      '3: begin',
      '4: begin',
      '4: select 1',
      '4: commit',
    ]);
    expect(pool.totalCount).toBe(1);
    await pool.end();
  });

  it('keeps a healthy connection for the next transaction', async () => {
    const log: Log = [];
    const pool = new TransactionSafePool({
      max: 1,
      Client: fakeClient(log, 0) as unknown as typeof pg.Client,
    });
    await transactionOn(pool);
    await transactionOn(pool);
    expect(log.every((line) => line.startsWith('1: '))).toBe(true);
    await pool.end();
  });

  it('is what a plain pg.Pool is not: the same failures leave it without a connection', async () => {
    const pool = new pg.Pool({
      max: 1,
      connectionTimeoutMillis: 500,
      Client: fakeClient([], 1) as unknown as typeof pg.Client,
    });
    await expect(transactionOn(pool)).rejects.toThrow(/begin/);
    await expect(transactionOn(pool)).rejects.toThrow(/timeout exceeded when trying to connect/);
  });
});
