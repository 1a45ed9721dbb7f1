import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

/**
 * A "server" that accepts connections and never says a word: what a host gone from the network
 * or another program on PostgreSQL's port after a restart looks like. A query must fail as
 * «database unavailable» once the connect timeout runs out, not wait forever.
 */
describe('a PostgreSQL server that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let database: DatabaseHandle;

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    database = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await database?.close();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('fails the query as unavailable instead of hanging', async () => {
    const error = await database.db.execute(sql`select 1`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection did reach the silent server: the timeout, not a refusal, ended it.
    expect(sockets.length).toBeGreaterThan(0);
  });
});
