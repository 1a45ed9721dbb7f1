import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderInput } from '../../contracts/order';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { orderInput } from '../helpers/order-input';

const kinds = await databaseKinds();

let site: SiteBuild;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

interface LogLine {
  msg: string;
  url?: string;
  status?: number;
  err?: { message: string; code?: string; cause?: { code?: string; message: string } };
}

describe.each(kinds)('what the log keeps on %s', (kind) => {
  let t: TestApp;
  const written: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site, logStream: { write: (s) => written.push(s) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const lines = () => written.map((s) => JSON.parse(s) as LogLine);
  const tariffId = async () =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' order by t.sort_order limit 1`,
      )
    )[0]!.id;
  const order = async (person: Pick<CreateOrderInput, 'contactName' | 'email' | 'phone'>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Order/Create',
      payload: orderInput({
        company: { name: 'Zwielicht Feinmechanik GmbH' },
        tariffId: await tariffId(),
        comment: '',
        ...person,
      }),
    });

  it('keeps link tokens, SQL parameters and customers’ details out, the errors themselves in', async () => {
    const customer = {
      contactName: 'Евлампия Скороходова',
      email: 'evlampia.skorokhodova@example.ru',
      phone: '8-916-555-01-02',
    };
    const created = await order(customer);
    expect(created.statusCode).toBe(201);
    const { statusPath, orderNumber } = created.json<{ statusPath: string; orderNumber: string }>();
    const token = new URL(statusPath, 'http://x').searchParams.get('token')!;
    const [stored] = await queryRows<{ phone: string }>(
      t.database.db,
      sql`select phone from orders where number = ${orderNumber}`,
    );

    expect((await t.app.inject({ method: 'GET', url: statusPath })).statusCode).toBe(200);

    // A database error whose failing row and parameters hold the customer's details.
    await t.database.db.execute(
      sql`alter table orders add constraint log_test_refuses check (false) not valid`,
    );
    try {
      expect((await order(customer)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table orders drop constraint log_test_refuses`);
    }

    // A page whose loader fails while the token is in its URL.
    await t.database.db.execute(
      sql`alter table order_status_history rename column actor to actor_gone`,
    );
    try {
      expect((await t.app.inject({ method: 'GET', url: statusPath })).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(
        sql`alter table order_status_history rename column actor_gone to actor`,
      );
    }

    const log = written.join('');
    for (const secret of [
      token,
      encodeURIComponent(token),
      customer.contactName,
      customer.email,
      customer.phone,
      stored!.phone,
      '7707083893',
    ]) {
      expect(log).not.toContain(secret);
    }

    const visits = lines().filter((l) => l.msg === 'request' && l.url?.startsWith('/orders/'));
    expect(visits.map((l) => [l.url, l.status])).toEqual([
      [`/orders/${orderNumber}?token=[redacted]`, 200],
      [`/orders/${orderNumber}?token=[redacted]`, 500],
    ]);
    const failed = lines().find((l) => l.msg === 'request failed');
    expect(failed?.err?.message).toMatch(
      /^Failed query: insert into "orders"[\s\S]*params: \[withheld\]$/,
    );
    expect(failed?.err?.cause).toMatchObject({
      code: '23514',
      message: expect.stringContaining('log_test_refuses'),
    });
    const page = lines().find((l) => l.msg === 'page request failed');
    expect(page?.err?.cause).toMatchObject({
      code: '42703',
      message: expect.stringContaining('actor'),
    });
  });
});
