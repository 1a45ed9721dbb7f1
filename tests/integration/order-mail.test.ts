import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { createMailOutbox } from '../../core/mail/mail-outbox';
import { orderServices } from '../../core/orders/customer/order-services';
import type { DatabaseHandle } from '../../db/client';
import { orders, outbox } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { seedReference } from '../../db/seed/seed-reference';
import { databaseKinds, openTestDatabase } from '../helpers/databases';
import { startSmtpTestServer, type SmtpTestServer } from '../helpers/smtp-test-server';

const kinds = await databaseKinds();
const noRegister = {
  find: async () => null,
  getById: async () => null,
  isDemoRegister: async () => false,
};

describe.each(kinds)('order e-mail through a real SMTP server on %s', (kind) => {
  let database: DatabaseHandle;
  let good: SmtpTestServer;
  let refusing: SmtpTestServer;
  let tariffId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedReference(database.db);
    good = await startSmtpTestServer();
    refusing = await startSmtpTestServer({ refuse: true });
    const [row] = await queryRows<{ id: number }>(
      database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'IT' order by t.sort_order limit 1`,
    );
    tariffId = row!.id;
  });
  afterAll(async () => {
    await good?.close();
    await refusing?.close();
    await database?.close();
  });

  const servicesWith = (smtpUrl: string) => {
    const config = loadConfig({
      SMTP_URL: smtpUrl,
      STAFF_EMAIL: 'staff@inocheck.test',
      PUBLIC_BASE_URL: 'https://inocheck.test',
    });
    // The outbox only writes here (no worker runs); each test delivers with its own.
    const writer = createMailOutbox(database.db, {
      smtpUrl,
      from: config.MAIL_FROM,
      signingSecret: config.SIGNING_SECRET,
    });
    return orderServices(database.db, config, noRegister, writer);
  };
  const placeOrder = (smtpUrl: string) =>
    servicesWith(smtpUrl).create({
      idempotencyKey: randomUUID(),
      countryCode: 'IT',
      company: { name: 'Officine Meccaniche Rossi S.r.l.', regCode: 'MI-1234567' },
      tariffId,
      language: 'en',
      languageOther: '',
      contactName: 'Игорь Смирнов',
      email: 'igor@example.ru',
      phone: '8-916-000-11-22',
      organisation: '',
      inn: '',
      comment: 'Проверить залоги',
      consent: true,
    });

  it('delivers the customer confirmation and the staff notice, in Russian, with the private link', async () => {
    const order = await placeOrder(good.url);
    // The confirmation page may then say the e-mail is on its way.
    expect(order.isConfirmationMailed).toBe(true);
    // So may the order's page the form lands on, reloaded at any time.
    const token = new URL(order.statusPath, 'https://x').searchParams.get('token');
    const view = await servicesWith(good.url).getView(order.orderNumber, token);
    expect(view?.isConfirmationMailed).toBe(true);
    const withoutSmtp = await servicesWith('').getView(order.orderNumber, token);
    expect(withoutSmtp?.isConfirmationMailed).toBe(false);
    const mail = createMailOutbox(database.db, {
      smtpUrl: good.url,
      from: 'ИноПроверка <noreply@inocheck.test>',
      signingSecret: undefined,
    });
    expect(await mail.deliverDue()).toMatchObject({ sent: 2, retried: 0 });
    await mail.stop();
    const received = await good.waitFor(2);
    const customer = received.find(
      (m) => m.subject?.includes(order.orderNumber) && m.subject.startsWith('Заказ'),
    );
    expect(customer?.subject).toBe(`Заказ № ${order.orderNumber} принят — ИноПроверка`);
    expect(customer?.text).toContain('Здравствуйте, Игорь Смирнов!');
    expect(customer?.text).toContain(`https://inocheck.test${order.statusPath}`);
    expect(customer?.html).toContain('Officine Meccaniche Rossi S.r.l.');
    const staff = received.find((m) => m.subject?.startsWith('Новый заказ'));
    expect(staff?.subject).toBe(
      `Новый заказ № ${order.orderNumber}: Officine Meccaniche Rossi S.r.l. (Италия)`,
    );
    expect(staff?.text).toContain('введены клиентом вручную');
    expect(staff?.text).toContain('Проверить залоги');
  });

  it('keeps the order and the queued mail when the SMTP server refuses, then retries', async () => {
    const order = await placeOrder(refusing.url);
    const mail = createMailOutbox(database.db, {
      smtpUrl: refusing.url,
      from: 'ИноПроверка <noreply@inocheck.test>',
      signingSecret: undefined,
    });
    const result = await mail.deliverDue();
    await mail.stop();
    expect(result).toMatchObject({ sent: 0, retried: 2 });
    const [saved] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.number, order.orderNumber));
    expect(saved?.status).toBe('new');
    const queued = (await database.db.select().from(outbox)).filter((m) =>
      m.subject.includes(order.orderNumber),
    );
    expect(queued).toHaveLength(2);
    for (const message of queued) {
      expect(message.status).toBe('pending');
      expect(message.attempts).toBe(1);
      expect(message.lastError).toMatch(/451|temporarily/i);
      expect(message.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    // Once due again and the server is back, the same messages go out.
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.status, 'pending'));
    good.messages.length = 0;
    const recovered = createMailOutbox(database.db, {
      smtpUrl: good.url,
      from: 'ИноПроверка <noreply@inocheck.test>',
      signingSecret: undefined,
    });
    expect(await recovered.deliverDue()).toMatchObject({ sent: 2 });
    await recovered.stop();
    expect((await good.waitFor(2)).some((m) => m.subject?.includes(order.orderNumber))).toBe(true);
  });
});
