import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffContentServices, TariffInput } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

interface ApiTariff {
  id: number;
  tariffName: string;
  tariffPrice: number;
  tariffCurrency: string;
  minDays: number;
  maxDays: number;
}

describe.each(kinds)('staff tariffs on %s', (kind) => {
  let t: TestApp;
  let content: StaffContentServices;
  let actor: StaffActor;

  beforeAll(async () => {
    t = await createTestApp(kind);
    content = createServices(t.database.db, t.config, t).staff.content;
    const admin = await createTestStaff(t.database, 'admin');
    actor = { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const publicTariffs = async (code: string) =>
    (await post('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: code })).json<{
      tariffs: ApiTariff[];
    }>().tariffs;
  const priceListTariffs = async (code: string) =>
    (await post('/Report/GetPriceList', {}))
      .json<{ countries: { code: string; tariffs: ApiTariff[] }[] }>()
      .countries.find((c) => c.code === code)?.tariffs;
  const auditOf = (objectType: string, objectId: string | number) =>
    queryRows<{
      action: string;
      summary: string;
      before: unknown;
      after: unknown;
      staff_id: number;
    }>(
      t.database.db,
      `select action, summary, before, after, staff_id from audit_log
       where object_type = '${objectType}' and object_id = '${objectId}' order by id`,
    );
  const tariff = (overrides: Partial<Record<keyof TariffInput, unknown>> = {}) =>
    ({
      name: 'Проверка перед сделкой',
      price: 12_500,
      currency: 'RUB',
      minDays: 2,
      maxDays: 4,
      sortOrder: 10,
      ...overrides,
    }) as TariffInput;

  it('adds, edits, retires and restores a tariff; the public API follows each step', async () => {
    const etagBefore = (
      await post('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: 'no' })
    ).headers.etag;
    const { id } = await content.addTariff(actor, 'no', tariff());
    let shown = (await publicTariffs('no')).find((x) => x.id === id);
    expect(shown).toEqual({
      id,
      tariffName: 'Проверка перед сделкой',
      tariffPrice: 12_500,
      tariffCurrency: 'RUB',
      minDays: 2,
      maxDays: 4,
    });
    const etagAfter = (
      await post('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: 'no' })
    ).headers.etag;
    expect(etagAfter).not.toBe(etagBefore);
    const stale = await post(
      '/Dictionary/GetCountry',
      { codeType: 'alpha2', countryId: 'no' },
      { 'if-none-match': String(etagBefore) },
    );
    expect(stale.statusCode).toBe(200);

    expect(
      await content.updateTariff(
        actor,
        'no',
        id,
        tariff({ price: '14 900', minDays: 0, maxDays: 6 }),
      ),
    ).toEqual({ changed: true });
    shown = (await priceListTariffs('NO'))?.find((x) => x.id === id);
    expect(shown).toMatchObject({
      tariffPrice: 14_900,
      tariffCurrency: 'RUB',
      minDays: 0,
      maxDays: 6,
    });
    expect(
      await content.updateTariff(
        actor,
        'no',
        id,
        tariff({ price: 14_900, minDays: 0, maxDays: 6 }),
      ),
    ).toEqual({
      changed: false,
    });

    await content.retireTariff(actor, 'no', id);
    expect((await publicTariffs('no')).some((x) => x.id === id)).toBe(false);
    expect((await priceListTariffs('NO'))?.some((x) => x.id === id)).toBe(false);
    const staffView = await content.getCountry(actor, 'no');
    expect(staffView?.tariffs.at(-1)).toMatchObject({ id, retiredAt: expect.any(String) });
    expect(await refusal(content.retireTariff(actor, 'no', id))).toMatchObject({ status: 409 });
    expect(await refusal(content.updateTariff(actor, 'no', id, tariff()))).toMatchObject({
      status: 409,
    });

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/Order/Create',
      payload: {
        idempotencyKey: randomUUID(),
        countryCode: 'no',
        company: { name: 'Fjord Testing AS' },
        tariffId: id,
        language: 'ru',
        contactName: 'Анна Петрова',
        email: 'anna@example.ru',
        phone: '8-999-123-45-67',
        consent: true,
      },
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toBe(
      'Этот тариф недоступен для выбранной страны. Обновите страницу и выберите тариф снова.',
    );

    await content.restoreTariff(actor, 'no', id);
    expect((await publicTariffs('no')).some((x) => x.id === id)).toBe(true);
    expect(await refusal(content.restoreTariff(actor, 'no', id))).toMatchObject({ status: 409 });

    const log = await auditOf('tariff', id);
    expect(log.map((e) => e.action)).toEqual([
      'tariff.create',
      'tariff.update',
      'tariff.retire',
      'tariff.restore',
    ]);
    expect(log.every((e) => e.staff_id === actor.id)).toBe(true);
    expect(log[1]).toMatchObject({
      before: { price: 12_500, currency: 'RUB', minDays: 2, maxDays: 4 },
      after: { price: 14_900, currency: 'RUB', minDays: 0, maxDays: 6 },
    });
    expect(log[1]?.summary.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Норвегия: тариф «Проверка перед сделкой» — цена 12 500 ₽ → 14 900 ₽; срок 2-4 раб.дня → 6 раб.дней',
    );
    expect(log[2]).toMatchObject({
      before: { retiredAt: null },
      after: { retiredAt: expect.any(String) },
    });
  });

  it('refuses bad tariffs with a Russian message and saves nothing', async () => {
    const before = await content.getCountry(actor, 'se');
    const first = before!.tariffs[0]!;
    const [{ n: auditBefore }] = (await queryRows<{ n: number }>(
      t.database.db,
      'select count(*)::int as n from audit_log',
    )) as [{ n: number }];
    const cases: [Partial<Record<keyof TariffInput, unknown>>, number, RegExp][] = [
      [{ price: 0 }, 400, /больше нуля/],
      [{ price: -5 }, 400, /больше нуля/],
      [{ price: 'дорого' }, 400, /цену числом/],
      [{ price: 10_000_001 }, 400, /не больше 10\s000\s000/],
      [{ price: 99.5 }, 400, /целое число/],
      // Roubles only: invoices, acts, receipts and payments are in RUB.
      [{ currency: 'GBP' }, 400, /только в рублях \(RUB\)/],
      [{ currency: 'EUR' }, 400, /только в рублях \(RUB\)/],
      [{ currency: 'USD' }, 400, /только в рублях \(RUB\)/],
      [{ minDays: -1 }, 400, /отрицательным/],
      [{ maxDays: 61 }, 400, /60 рабочих дней/],
      [{ minDays: 5, maxDays: 3 }, 400, /не может быть меньше минимального/],
      [{ name: '  ' }, 400, /название тарифа/],
      [{ name: 'Т'.repeat(101) }, 400, /100 символов/],
      [{ name: first.name.toUpperCase() }, 409, /уже есть/],
    ];
    for (const [override, status, message] of cases) {
      const added = await refusal(content.addTariff(actor, 'se', tariff(override)));
      expect(added?.status, JSON.stringify(override)).toBe(status);
      expect(added?.message).toMatch(message);
    }
    const second = before!.tariffs[1]!;
    expect(
      await refusal(content.updateTariff(actor, 'se', second.id, tariff({ name: first.name }))),
    ).toEqual({ status: 409, message: 'Тариф с таким названием у этой страны уже есть' });
    const foreign = (await content.getCountry(actor, 'fi'))!.tariffs[0]!;
    expect(await refusal(content.updateTariff(actor, 'se', foreign.id, tariff()))).toMatchObject({
      status: 404,
    });
    expect(await content.getCountry(actor, 'se')).toEqual(before);
    const [{ n: auditAfter }] = (await queryRows<{ n: number }>(
      t.database.db,
      'select count(*)::int as n from audit_log',
    )) as [{ n: number }];
    expect(auditAfter).toBe(auditBefore);
  });

  it('never retires the last tariff on sale', async () => {
    const [a, b, ...rest] = (await content.getCountry(actor, 'ee'))!.tariffs;
    for (const x of rest) await content.retireTariff(actor, 'ee', x.id);
    await content.retireTariff(actor, 'ee', a!.id);
    expect(await refusal(content.retireTariff(actor, 'ee', b!.id))).toEqual({
      status: 409,
      message: 'Нельзя снять с продажи последний действующий тариф: страну станет нельзя заказать',
    });
    expect((await publicTariffs('ee')).map((x) => x.id)).toEqual([b!.id]);
  });
});
