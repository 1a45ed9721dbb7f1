import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumeCustomerLink,
  requestCustomerLink,
  sendQueuedCustomerLinks,
} from '../../core/customers/customer-sign-in';
import { createMailOutbox } from '../../core/mail/mail-outbox';
import { createServices } from '../../core/services';
import { outbox } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('"my orders" sign-in links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const deps = (now?: Date) => ({
    db: t.database.db,
    config: t.config,
    mail: createMailOutbox(t.database.db, {
      from: t.config.MAIL_FROM,
      signingSecret: t.config.SIGNING_SECRET,
    }),
    now: now ? () => now : undefined,
  });
  const linksTo = async (email: string) =>
    (
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'my-orders-link')))
    ).map((m) => /\/my-orders\/enter\?token=([\w-]+)/.exec(m.text)?.[1] ?? '');

  it('sends a link only to an address with orders, and lists every order of it after one use', async () => {
    const email = 'repeat-buyer@example.ru';
    const first = await placeReadyOrder(t, { email });
    const second = await placeReadyOrder(t, { email, status: 'new' });
    await placeReadyOrder(t, { email: 'someone-else@example.ru' });
    const services = createServices(t.database.db, t.config).myOrders;
    await services.requestLink('Repeat-Buyer@Example.ru');
    await services.requestLink('nobody-ordered@example.ru');
    // The answer only queued them: the mail worker's pass sends the links.
    await t.mail.deliverDue();
    expect(await linksTo('nobody-ordered@example.ru')).toEqual([]);
    const [token] = await linksTo(email);
    expect(token).toBeTruthy();
    const entered = await services.enter(token!);
    expect(entered?.email).toBe(email);
    // One use only.
    expect(await services.enter(token!)).toBeNull();
    expect(await services.session(entered!.sessionToken)).toBe(email);
    const listed = await services.list(email);
    expect(listed.map((o) => o.number).sort()).toEqual([first.number, second.number].sort());
    expect(listed.every((o) => o.statusPath.includes('?token='))).toBe(true);
    await services.signOut(entered!.sessionToken);
    expect(await services.session(entered!.sessionToken)).toBeNull();
  });

  it('expires a link after 30 minutes and limits links per hour', async () => {
    const email = 'slow-reader@example.ru';
    await placeReadyOrder(t, { email, status: 'new' });
    const start = new Date('2026-11-25T10:00:00Z');
    const request = async () => {
      await requestCustomerLink(deps(start), email);
      await sendQueuedCustomerLinks(deps(start));
    };
    await request();
    const [token] = await linksTo(email);
    expect(
      await consumeCustomerLink(t.database.db, token!, new Date(start.getTime() + 31 * 60_000)),
    ).toBeNull();
    await request();
    await request();
    await request();
    expect(await linksTo(email)).toHaveLength(3);
  });
});
