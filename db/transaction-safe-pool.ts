import pg from 'pg';

/**
 * A pg pool whose clients cannot be lost by a transaction that fails to start.
 *
 * Drizzle's node-postgres `transaction()` (0.45.4, drizzle-team/drizzle-orm#6241, #6341) runs
 * `begin` before the try/finally that releases the client: when `begin` fails (the connection
 * broke just after checkout, as in a database restart under load) the client is never given
 * back. Each such failure costs the pool a slot for good, and once all ten are gone every
 * request waits for a connection. Here a failed `begin` releases the client itself, with the
 * error so that the pool discards it, and the release Drizzle may still make is ignored; a
 * failed `rollback` is remembered so that the later release discards the client too.
 */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardedClient);
  }
}

function statementOf(args: unknown[]): string {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text.trimStart().slice(0, 8).toLowerCase() : '';
}

function guardedClient(client: pg.PoolClient): pg.PoolClient {
  let released = false;
  let broken: Error | undefined;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.release(error ?? broken);
  };
  const query = (...args: unknown[]): unknown => {
    const result = (client.query as (...a: unknown[]) => unknown)(...args);
    const statement = statementOf(args);
    const watched = statement.startsWith('begin') || statement.startsWith('rollback');
    if (!watched || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      broken = error instanceof Error ? error : new Error(String(error));
      if (statement.startsWith('begin')) release();
      throw error;
    });
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'release') return release;
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
