import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, type CreateOrderInput } from '../../contracts/order';
import { moveOrderById } from '../../core/orders/move-order';
import { CONFIRMATIONS_PER_ADDRESS_PER_HOUR } from '../../core/orders/customer/create-order';
import { revealPrivateLinks } from '../../core/mail/private-links';
import { getOrderView } from '../../core/orders/customer/get-order-view';
import { companies, orders, outbox, tariffs } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { loadCompanies } from '../helpers/company-fixtures';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SECRET_IN_LINK } from '../helpers/mail-as-sent';
import { orderInput } from '../helpers/order-input';

const kinds = await databaseKinds();

describe.each(kinds)('orders on %s', (kind) => {
  let t: TestApp;
  let companyId: number;
  let deTariffId: number;
  let frTariffId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { STAFF_EMAIL: 'staff@inocheck.ru' });
    await loadCompanies(t.database, [
      {
        countryCode: 'DE',
        name: 'Müller Maschinenbau GmbH',
        regCode: 'HRB 12345',
        vatCode: 'DE123456789',
        address: 'Hauptstraße 1, 80331 München',
        form: 'GmbH',
      },
    ]);
    const [row] = await t.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.regCode, 'HRB 12345'));
    companyId = row!.id;
    const countryTariff = async (code: string) =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = '${code}' order by t.sort_order limit 1`,
        )
      )[0]!.id;
    deTariffId = await countryTariff('DE');
    frTariffId = await countryTariff('FR');
  });
  afterAll(async () => {
    await t?.close();
  });

  const valid = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput =>
    orderInput({
      companyId,
      tariffId: deTariffId,
      email: `anna-${randomUUID().slice(0, 8)}@example.ru`,
      phone: '8-999-123-45-67',
      ...overrides,
    });
  // Each call from its own address, so the per-client limit only shows where it is tested.
  let client = 0;
  const nextIp = () => `10.1.${Math.floor(++client / 250)}.${client % 250}`;
  const create = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/Order/Create', payload, remoteAddress: ip });

  it('creates an order with a friendly number, a private link and the expected date', async () => {
    const res = await create(valid());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.orderNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(body.statusPath).toMatch(
      new RegExp(`^/orders/${body.orderNumber}\\?token=[\\w-]{30,}$`),
    );
    expect(body.status).toBe('new');
    expect(body.expectedReadyDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const token = new URL(body.statusPath, 'http://x').searchParams.get('token');
    const view = await getOrderView(t.database.db, t.config, body.orderNumber, token);
    expect(view).toMatchObject({
      number: body.orderNumber,
      status: 'new',
      country: { code: 'DE', name: 'Германия' },
      contactName: 'Анна Петрова',
    });
    expect(view?.history).toEqual([expect.objectContaining({ from: null, to: 'new', by: 'Вы' })]);
    expect(await getOrderView(t.database.db, t.config, body.orderNumber, `${token}x`)).toBeNull();
    expect(await getOrderView(t.database.db, t.config, body.orderNumber, null)).toBeNull();
    expect(await getOrderView(t.database.db, t.config, body.orderNumber, '')).toBeNull();
    expect(await getOrderView(t.database.db, t.config, '2026-999999', token)).toBeNull();
  });

  it('stores the phone in one form, however it was typed', async () => {
    for (const [typed, stored] of [
      ['+7 (916) 555-12-34', '+79165551234'],
      ['89165551234', '+79165551234'],
      ['+49 30 1234567', '+49301234567'],
    ]) {
      const res = await create(valid({ phone: typed }));
      expect(res.statusCode, typed).toBe(201);
      const [order] = await t.database.db
        .select({ phone: orders.phone })
        .from(orders)
        .where(eq(orders.number, res.json().orderNumber));
      expect(order?.phone, typed).toBe(stored);
    }
  });

  it('numbers orders consecutively', async () => {
    const a = (await create(valid())).json().orderNumber as string;
    const b = (await create(valid())).json().orderNumber as string;
    expect(Number(b.slice(5))).toBe(Number(a.slice(5)) + 1);
  });

  it('snapshots the company and the tariff: later changes do not alter the order', async () => {
    const body = (await create(valid({ language: 'other', languageOther: 'немецкий' }))).json();
    const [tariff] = await t.database.db.select().from(tariffs).where(eq(tariffs.id, deTariffId));
    await t.database.db
      .update(tariffs)
      .set({ price: tariff!.price + 5000, name: 'Переименованный' })
      .where(eq(tariffs.id, deTariffId));
    await t.database.db
      .update(companies)
      .set({ name: 'Renamed AG' })
      .where(eq(companies.id, companyId));
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, body.orderNumber));
    expect(order).toMatchObject({
      price: tariff!.price,
      tariffName: tariff!.name,
      currency: 'RUB',
      countryCode: 'DE',
      countryName: 'Германия',
      language: 'other',
      languageOther: 'немецкий',
    });
    expect(order?.company).toMatchObject({
      id: companyId,
      name: 'Müller Maschinenbau GmbH',
      regCode: 'HRB 12345',
      isManual: false,
    });
    await t.database.db
      .update(tariffs)
      .set({ price: tariff!.price, name: tariff!.name })
      .where(eq(tariffs.id, deTariffId));
    await t.database.db
      .update(companies)
      .set({ name: 'Müller Maschinenbau GmbH' })
      .where(eq(companies.id, companyId));
  });

  it('is idempotent: the same key, sent twice or at once, makes one order', async () => {
    const payload = valid();
    const first = await create(payload);
    const again = await create(payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), isNew: false });
    const racing = valid();
    const results = await Promise.all([create(racing), create(racing), create(racing)]);
    expect(new Set(results.map((r) => r.json().orderNumber)).size).toBe(1);
    const [{ count }] = (await queryRows<{ count: number }>(
      t.database.db,
      `select count(*)::int as count from orders where idempotency_key in ('${payload.idempotencyKey}', '${racing.idempotencyKey}')`,
    )) as [{ count: number }];
    expect(count).toBe(2);
  });

  it('refuses the same key with another request, never answering with the first order', async () => {
    const first = valid({ email: 'first@example.ru' });
    const created = await create(first);
    expect(created.statusCode).toBe(201);
    // Another customer's details under the same key.
    const other = await create({ ...first, email: 'someone-else@example.ru', contactName: 'Вор' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: ORDER_MESSAGES.repeatedKey });
    expect(other.body).not.toContain(created.json().orderNumber);
    expect(other.body).not.toContain('token=');
    // The first request repeated, its keys in another order, still finds its order.
    const reordered = Object.fromEntries(Object.entries(first).reverse());
    const again = await create(reordered);
    expect(again.statusCode).toBe(200);
    expect(again.json().orderNumber).toBe(created.json().orderNumber);
  });

  it('takes every order but mails one address at most five confirmations an hour', async () => {
    const spelled = ['victim@example.ru', 'Victim@Example.ru', 'VICTIM@example.ru'];
    const numbers: string[] = [];
    for (let i = 0; i < CONFIRMATIONS_PER_ADDRESS_PER_HOUR + 2; i++) {
      // Each from another client, as a spammer with many addresses would send them.
      const res = await create(valid({ email: spelled[i % spelled.length] }));
      expect(res.statusCode).toBe(201);
      numbers.push(res.json().orderNumber);
    }
    const mails = await queryRows<{ kind: string; count: number }>(
      t.database.db,
      `select o.kind, count(*)::int as count from outbox o join orders r on r.id = o.order_id
       where r.number in (${numbers.map((n) => `'${n}'`).join(',')}) group by o.kind`,
    );
    expect(Object.fromEntries(mails.map((m) => [m.kind, m.count]))).toEqual({
      'order-created': CONFIRMATIONS_PER_ADDRESS_PER_HOUR,
      'order-created-staff': CONFIRMATIONS_PER_ADDRESS_PER_HOUR + 2,
    });
  });

  it('orders a company typed by hand from the no-match view', async () => {
    const res = await create(
      valid({ companyId: undefined, company: { name: 'Unbekannt Handels KG', address: 'Berlin' } }),
    );
    expect(res.statusCode).toBe(201);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.number, res.json().orderNumber));
    expect(order?.company).toMatchObject({
      id: null,
      isManual: true,
      name: 'Unbekannt Handels KG',
      address: 'Berlin',
    });
  });

  it('queues the customer confirmation and the staff notice with the order (held without SMTP)', async () => {
    const body = (await create(valid({ email: 'client@example.ru' }))).json();
    // Held mail is not sent: the answer tells the confirmation page not to claim it was.
    expect(body.isConfirmationMailed).toBe(false);
    const mail = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'client@example.ru'));
    const confirmation = mail.find((m) => m.subject.includes(body.orderNumber));
    expect(confirmation?.status).toBe('held');
    // Stored with a stand-in for the token; the one rebuild function makes the working link.
    expect(confirmation?.text).not.toContain(body.statusPath);
    expect(confirmation?.text).not.toMatch(SECRET_IN_LINK);
    const [text] = await revealPrivateLinks(t.database.db, t.config, [confirmation!.text]);
    expect(text).toContain(body.statusPath);
    expect(confirmation?.html).toContain('Открыть страницу заказа');
    const staff = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'staff@inocheck.ru'));
    const notice = staff.find((m) => m.subject.includes(body.orderNumber));
    expect(notice?.text).toContain('client@example.ru');
    expect(notice?.text).toContain('7707083893');
    expect(notice?.replyTo).toBe('client@example.ru');
  });

  it('rejects bad orders with Russian messages and 4xx, saving nothing', async () => {
    const before = (await t.database.db.select({ id: orders.id }).from(orders)).length;
    const cases: [Partial<CreateOrderInput> | Record<string, unknown>, number, RegExp][] = [
      [{ contactName: '' }, 400, /Поле не должно быть пустым/],
      [{ phone: '12-34' }, 400, /Укажите номер полностью, с кодом страны/],
      [{ email: 'anna@' }, 400, /Введите корректную почту/],
      [{ inn: '7707083894' }, 400, /Проверьте ИНН/],
      [{ consent: false }, 400, /согласие/],
      [{ language: 'other', languageOther: '' }, 400, /на каком языке/],
      [{ tariffId: frTariffId }, 400, /тариф недоступен/],
      [{ countryCode: 'zz' }, 404, /Страна не найдена/],
      [{ companyId: 987654321 }, 404, /Компания не найдена/],
      [{ companyId: undefined }, 400, /Выберите компанию/],
      [{ company: { name: 'X' } }, 400, /Выберите компанию/],
      [
        { companyId: undefined, company: { address: 'Berlin' } },
        400,
        /Заполните хотя бы одно из полей/,
      ],
      [{ idempotencyKey: 'not-a-uuid' }, 400, /Обновите страницу/],
      [{ extra: 1 }, 400, /Неизвестное поле/],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await create({ ...valid(), ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message, JSON.stringify(overrides)).toMatch(message);
    }
    const companyInOtherCountry = await create(valid({ countryCode: 'fr', tariffId: frTariffId }));
    expect(companyInOtherCountry.statusCode).toBe(404);
    expect((await t.database.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('limits how many orders one client can place', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await create({ ...valid(), contactName: '' }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('enforces the status transitions and records each change', async () => {
    const body = (await create(valid())).json();
    const [order] = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, body.orderNumber));
    const id = order!.id;
    await expect(
      moveOrderById(t.database.db, id, 'paid', { actor: 'staff:a@b.ru', paymentMethod: 'online' }),
    ).rejects.toThrow(/Нельзя перевести заказ из статуса «Принят» в «Оплачен»/);
    await moveOrderById(t.database.db, id, 'in_progress', { actor: 'staff:a@b.ru' });
    await moveOrderById(t.database.db, id, 'ready', {
      actor: 'staff:a@b.ru',
      note: 'отчёт загружен',
    });
    await moveOrderById(t.database.db, id, 'paid', { actor: 'system', paymentMethod: 'online' });
    await expect(
      moveOrderById(t.database.db, id, 'cancelled', { actor: 'staff:a@b.ru' }),
    ).rejects.toThrow(/Нельзя/);
    await moveOrderById(t.database.db, id, 'refunded', { actor: 'staff:a@b.ru' });
    const history = await queryRows<{
      from_status: string | null;
      to_status: string;
      actor: string;
    }>(
      t.database.db,
      `select from_status, to_status, actor from order_status_history where order_id = ${id} order by id`,
    );
    expect(history.map((h) => [h.from_status, h.to_status, h.actor])).toEqual([
      [null, 'new', 'customer'],
      ['new', 'in_progress', 'staff:a@b.ru'],
      ['in_progress', 'ready', 'staff:a@b.ru'],
      ['ready', 'paid', 'system'],
      ['paid', 'refunded', 'staff:a@b.ru'],
    ]);
  });
});
