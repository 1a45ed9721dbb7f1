import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailLinkKey, revealPrivateLinks } from '../../core/mail/private-links';
import { orderMailFacts } from '../../core/orders/order-mail-facts';
import { getOrderDetail } from '../../core/orders/staff/get-order-detail';
import { orders } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const MIGRATION_0013 = new URL('../../db/migrations/0013_order_token_hash.sql', import.meta.url);

let site: SiteBuild;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

describe.each(kinds)('order links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' }, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  const visit = (number: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/orders/${number}?token=${encodeURIComponent(token)}` });
  const rowText = async (number: string) =>
    JSON.stringify(
      await queryRows(t.database.db, sql`select * from orders where number = ${number}`),
    );

  it('keeps no working token in the row, yet the link opens the order and a wrong one is a 404', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const other = await placeReadyOrder(t, { status: 'new' });
    expect(order.token).toMatch(/^[\w-]{40,}$/);
    expect(await rowText(order.number)).not.toContain(order.token);

    const page = await visit(order.number, order.token);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Заказ № ${order.number}`);
    expect((await visit(order.number, `${order.token}x`)).statusCode).toBe(404);
    expect((await visit(order.number, order.token.slice(0, -1))).statusCode).toBe(404);
    expect((await visit(order.number, other.token)).statusCode).toBe(404);
    expect((await visit(other.number, order.token)).statusCode).toBe(404);
  });

  it('rebuilds the same link for staff and for e-mails', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const link = `/orders/${order.number}?token=${order.token}`;
    const detail = await getOrderDetail(t.database.db, t.config, order.number, new Date());
    expect(detail?.statusPath).toBe(link);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    // An e-mail stores a stand-in for the token, which the mail worker rebuilds into the link.
    const key = await mailLinkKey(t.database.db, t.config);
    const mailed = orderMailFacts(row!, t.config, key).statusUrl;
    expect(mailed).not.toContain(order.token);
    expect(await revealPrivateLinks(t.database.db, t.config, [mailed])).toEqual([
      `https://inocheck.test${link}`,
    ]);
  });

  it('derives nothing another secret could open', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const elsewhere = await createTestApp(
      kind,
      { SIGNING_SECRET: 'another-installation-secret-of-32-chars' },
      { site, database: t.database },
    );
    try {
      const res = await elsewhere.app.inject({
        method: 'GET',
        url: `/orders/${order.number}?token=${order.token}`,
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await elsewhere.close();
    }
  });

  it('migration 0013 keeps a link mailed before it working, without keeping its token', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    const oldToken = 'mailed-before-0013-AbCdEfGhIjKlMnOpQrStUvWx';
    // The order as it was before 0013: the plain token in its own column, no salt.
    await t.database.db.execute(sql`alter table orders add column access_token text`);
    await t.database.db.execute(
      sql`update orders set access_token = ${oldToken} where id = ${order.id}`,
    );
    await t.database.db.execute(
      sql`update orders set access_token = md5(random()::text) where access_token is null`,
    );
    await t.database.db.execute(
      sql`alter table orders drop column access_salt, drop column legacy_token_hash`,
    );
    const statements = (await readFile(MIGRATION_0013, 'utf8')).split('--> statement-breakpoint');
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));

    expect(await rowText(order.number)).not.toContain(oldToken);
    expect((await visit(order.number, oldToken)).statusCode).toBe(200);
    expect((await visit(order.number, `${oldToken}x`)).statusCode).toBe(404);
    // Links made from now on are the derived kind, and they open the order too.
    const detail = await getOrderDetail(t.database.db, t.config, order.number, new Date());
    expect(detail?.statusPath).not.toContain(oldToken);
    const fresh = new URL(detail!.statusPath, 'http://x').searchParams.get('token')!;
    expect((await visit(order.number, fresh)).statusCode).toBe(200);
  });
});
