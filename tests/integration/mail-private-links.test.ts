import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealPrivateLinks } from '../../core/mail/private-links';
import { scrubOutboxLinks } from '../../core/mail/scrub-outbox-links';
import { signedReportPath } from '../../core/orders/download-links';
import { orderAccessToken } from '../../core/orders/order-token';
import { signingSecret } from '../../core/payments/signing-secret';
import { inertText } from '../../core/mail/templates/inert-text';
import { getMail } from '../../core/staff/inbox/get-mail';
import { orders, outbox } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';
import { SECRET_IN_LINK } from '../helpers/mail-as-sent';
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
const SIGNING_SECRET = 'mail-private-links-test-secret-0123456789abcdef';

/** Everything the outbox holds, every text column of every row. */
async function storedTexts(t: TestApp): Promise<string> {
  const rows = await t.database.db.select().from(outbox);
  return rows
    .map((r) => [r.to, r.subject, r.text, r.html ?? '', r.lastError ?? ''].join('\n'))
    .join('\n');
}

async function placeOrder(t: TestApp, email: string) {
  const [tariff] = await queryRows<{ id: number }>(
    t.database.db,
    `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'IT' order by t.sort_order limit 1`,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Order/Create',
    payload: orderInput({
      countryCode: 'IT',
      company: { name: 'Officine Meccaniche Rossi S.r.l.', regCode: 'MI-1234567' },
      tariffId: tariff!.id,
      contactName: 'Игорь Смирнов',
      email,
      phone: '8-916-000-11-22',
      organisation: '',
      inn: '',
      // A customer who forges a stand-in gets it back verbatim, never a secret.
      comment: 'Проверить залоги ~~orderToken.1.AAAAAAAAAAAAAAAAAAAAAA~~',
    }),
  });
  expect(res.statusCode).toBe(201);
  const body = res.json<{ orderNumber: string; statusPath: string }>();
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, body.orderNumber));
  return { ...body, id: row!.id, token: orderAccessToken({ SIGNING_SECRET }, row!) };
}

describe.each(kinds)('private links kept out of the outbox on %s', (kind) => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp(
      kind,
      {
        SMTP_URL: smtp.url,
        SIGNING_SECRET,
        PUBLIC_BASE_URL: 'https://inocheck.test',
        STAFF_EMAIL: 'staff@inocheck.test',
      },
      { site },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('stores no token, delivers the working link, and shows it to staff', async () => {
    const order = await placeOrder(t, 'igor@example.ru');
    expect(order.statusPath).toContain(order.token);

    const stored = await storedTexts(t);
    expect(stored).toContain(order.orderNumber);
    expect(stored).not.toContain(order.token);
    expect(stored).not.toMatch(SECRET_IN_LINK);

    expect(await t.mail.deliverDue()).toMatchObject({ sent: 2, retried: 0 });
    const received = await smtp.waitFor(2);
    const link = `https://inocheck.test${order.statusPath}`;
    const customer = received.find((m) => m.to && JSON.stringify(m.to).includes('igor@'));
    const staff = received.find((m) => m.subject?.startsWith('Новый заказ'));
    expect(customer?.text).toContain(link);
    expect(customer?.html).toContain(`href="${link}"`);
    expect(staff?.text).toContain(link);
    // The forged stand-in in the comment came through as typed, its tildes kept apart.
    expect(staff?.text).toContain(inertText('~~orderToken.1.AAAAAAAAAAAAAAAAAAAAAA~~'));

    // The delivered link, taken from the e-mail as a customer would, opens the order page.
    const delivered = /https:\/\/inocheck\.test(\/orders\/\S+)/.exec(customer?.text ?? '')?.[1];
    expect(delivered).toBe(order.statusPath);
    const page = await t.app.inject({ method: 'GET', url: delivered! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Заказ № ${order.orderNumber}`);

    // Sending rewrote nothing: the stored rows still hold no secret.
    expect(await storedTexts(t)).not.toContain(order.token);

    // Staff reading the message see the link as it was sent.
    const [row] = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.to, 'igor@example.ru'));
    const shown = await getMail({ db: t.database.db, mail: t.mail, config: t.config }, row!.id);
    expect(shown?.text).toContain(link);
    expect(shown?.html).toContain(`href="${link}"`);
  });

  it('scrubs messages written before stand-ins, keeping their links working', async () => {
    const order = await placeOrder(t, 'legacy@example.ru');
    const secret = await signingSecret(t.database.db, SIGNING_SECRET);
    const reportLink = `https://inocheck.test${signedReportPath(secret, order.orderNumber, new Date())}`;
    const statusLink = `https://inocheck.test${order.statusPath}`;
    // As an older version stored it: the secrets written out in both versions.
    const [legacy] = await t.database.db
      .update(outbox)
      .set({
        text: `Статус: ${statusLink}\nОтчёт: ${reportLink}`,
        html: `<a href="${statusLink}">заказ</a> <a href="${reportLink.replace('&', '&amp;')}">отчёт</a>`,
      })
      .where(eq(outbox.to, 'legacy@example.ru'))
      .returning();
    expect(await storedTexts(t)).toMatch(SECRET_IN_LINK);

    expect(await scrubOutboxLinks(t.database.db, t.config)).toBe(1);
    expect(await scrubOutboxLinks(t.database.db, t.config)).toBe(0);
    const stored = await storedTexts(t);
    expect(stored).not.toContain(order.token);
    expect(stored).not.toMatch(SECRET_IN_LINK);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, legacy!.id));
    expect(await revealPrivateLinks(t.database.db, t.config, [row!.text, row!.html])).toEqual([
      legacy!.text,
      legacy!.html,
    ]);
  });
});
