import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { createServices } from '../../core/services';
import { buildApp } from '../../server/app';
import { openTestDatabase } from '../helpers/databases';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, then refuses new connections', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const database = await openTestDatabase('pglite');
    let entered: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const app = await buildApp({
      config,
      database,
      services: createServices(database.db, config),
      logger: false,
      beforeSite: async (instance) => {
        instance.get('/slow', async () => {
          entered();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const slow = fetch(`http://127.0.0.1:${port}/slow`);
    await inside;
    const closed = app.close();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    await database.close();
  });
});
