import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OrderQueueFilter,
  type OrderQueueFilterInput,
  type StaffOrderServices,
} from '../../contracts/staff/orders';
import type { StaffActor } from '../../contracts/staff/roles';
import { databaseKinds } from '../helpers/databases';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pdfFile } from './staff-content-files';
import { orderServices, placeOrder, staffActor, type PlacedOrder } from './staff-orders-fixtures';

const kinds = await databaseKinds();
// A Wednesday in Moscow; every due date below is counted from it.
const NOW = new Date('2030-06-12T09:00:00Z');

describe.each(kinds)('the staff order queue on %s', (kind) => {
  let t: TestApp;
  let orders: StaffOrderServices;
  let anna: StaffActor;
  const placed: Record<string, PlacedOrder> = {};

  /** Puts an order where the test needs it in time: created at, due on, under a tariff. */
  const setDates = async (order: PlacedOrder, createdAt: string, due: string, tariff: string) => {
    await t.database.db.execute(
      `update orders set created_at = '${createdAt}', expected_ready_date = '${due}',
       tariff_name = '${tariff}' where id = ${order.id}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    orders = orderServices(t, () => NOW);
    anna = await staffActor(t, 'Анна Аналитикова');
    placed.a = await placeOrder(t, {
      companyName: 'Alpha Optik GmbH',
      email: 'alpha-buyer@example.ru',
    });
    placed.b = await placeOrder(t, { companyName: 'Beta Bau GmbH' });
    placed.c = await placeOrder(t, {
      country: 'FR',
      companyName: 'Gamma SARL',
      organisation: 'ООО «Гамма Импорт»',
      inn: '7707083893',
    });
    placed.d = await placeOrder(t, { country: 'FR', companyName: 'Delta SAS' });
    placed.e = await placeOrder(t, { country: 'KZ', companyName: 'ТОО «Эпсилон_100%»' });
    placed.f = await placeOrder(t, { companyName: 'Phi Werke AG' });

    await orders.take(anna, placed.b.number);
    await orders.uploadFile(anna, placed.b.number, 'report', {
      fileName: 'b.pdf',
      data: pdfFile(),
    });
    await orders.take(anna, placed.d.number);
    await orders.uploadFile(
      anna,
      placed.d.number,
      'report',
      { fileName: 'd.pdf', data: pdfFile() },
      { markReady: true },
    );
    await orders.cancel(anna, placed.e.number, { reasonCode: 'duplicate', reason: '' });
    await orders.take(anna, placed.f.number);

    await setDates(placed.a, '2030-06-01T07:00:00Z', '2030-06-10', 'Срочный отчёт');
    await setDates(placed.b, '2030-06-05T07:00:00Z', '2030-06-12', 'Стандартный отчёт');
    // 23:30 in Moscow on 8 June, and 00:30 on 9 June: the date filters use Moscow days.
    await setDates(placed.c, '2030-06-08T20:30:00Z', '2030-06-20', 'Стандартный отчёт');
    await setDates(placed.d, '2030-06-02T07:00:00Z', '2030-06-09', 'Стандартный отчёт');
    await setDates(placed.e, '2030-06-08T21:30:00Z', '2030-06-15', 'Стандартный отчёт');
    await setDates(placed.f, '2030-06-03T07:00:00Z', '2030-06-11', 'Стандартный отчёт');
  });
  afterAll(async () => {
    await t?.close();
  });

  const queue = (input: OrderQueueFilterInput = {}) =>
    orders.queue(anna, OrderQueueFilter.parse(input));
  const numbers = async (input: OrderQueueFilterInput = {}) =>
    (await queue(input)).rows.map((r) => r.number);
  const n = (...keys: string[]) => keys.map((k) => placed[k]!.number);

  it('puts open orders first, earliest due on top, then the finished ones latest first', async () => {
    expect(await numbers()).toEqual(n('a', 'f', 'b', 'c', 'e', 'd'));
  });

  it('marks open orders past their due date (Moscow calendar) as overdue, and only those', async () => {
    const page = await queue();
    expect(page.today).toBe('2030-06-12');
    const overdue = page.rows.filter((r) => r.isOverdue).map((r) => r.number);
    // b is due today, d is past its date but ready: neither is overdue.
    expect(overdue).toEqual(n('a', 'f'));
  });

  it('counts every status and the overdue ones, and the counts act as filters', async () => {
    const page = await queue();
    expect(page.counts).toEqual({
      all: 6,
      overdue: 2,
      new: 2,
      in_progress: 2,
      ready: 1,
      paid: 0,
      refunded: 0,
      cancelled: 1,
    });
    expect(page.total).toBe(6);
    expect(await numbers({ status: 'new' })).toEqual(n('a', 'c'));
    expect(await numbers({ status: 'in_progress' })).toEqual(n('f', 'b'));
    expect(await numbers({ overdue: '1' })).toEqual(n('a', 'f'));
    expect((await queue({ overdue: '1' })).total).toBe(2);
    expect((await queue({ overdue: '1', status: 'in_progress' })).total).toBe(1);
    expect(await numbers({ status: 'cancelled' })).toEqual(n('e'));
  });

  it('filters by country, tariff and creation date; tab counts follow the other filters', async () => {
    const france = await queue({ country: 'fr' });
    expect(france.rows.map((r) => r.number)).toEqual(n('c', 'd'));
    expect(france.counts).toMatchObject({ all: 2, new: 1, ready: 1, overdue: 0, in_progress: 0 });
    expect(await numbers({ tariff: 'Срочный отчёт' })).toEqual(n('a'));
    expect(await numbers({ from: '2030-06-05', to: '2030-06-08' })).toEqual(n('b', 'c'));
    expect(await numbers({ from: '2030-06-09' })).toEqual(n('e'));
    expect(await numbers({ to: '2030-06-02' })).toEqual(n('a', 'd'));
  });

  it('searches by order number, e-mail, company name and ИНН, case-insensitively', async () => {
    expect(await numbers({ q: placed.a!.number })).toEqual(n('a'));
    expect(await numbers({ q: 'ALPHA-buyer@' })).toEqual(n('a'));
    expect(await numbers({ q: 'optik' })).toEqual(n('a'));
    expect(await numbers({ q: '7707083893' })).toEqual(n('c'));
    expect(await numbers({ q: 'гамма импорт' })).toEqual(n('c'));
    // LIKE's wildcards typed by staff are taken literally.
    expect(await numbers({ q: '_100%' })).toEqual(n('e'));
    expect(await numbers({ q: '%' })).toEqual(n('e'));
    expect(await numbers({ q: 'нет такого' })).toEqual([]);
    expect((await queue({ q: 'optik', status: 'cancelled' })).counts).toMatchObject({
      all: 1,
      new: 1,
    });
  });

  it('shows the assignee and whether the report is uploaded, in the same rows', async () => {
    const rows = (await queue()).rows;
    const row = (key: string) => rows.find((r) => r.number === placed[key]!.number);
    expect(row('b')).toMatchObject({
      status: 'in_progress',
      assigneeName: 'Анна Аналитикова',
      hasReport: true,
      country: { code: 'DE', name: 'Германия' },
      companyName: 'Beta Bau GmbH',
      isManualCompany: true,
      expectedReadyDate: '2030-06-12',
      createdAt: '2030-06-05T07:00:00.000Z',
    });
    expect(row('a')).toMatchObject({
      assigneeName: null,
      hasReport: false,
      tariffName: 'Срочный отчёт',
    });
    expect(row('c')).toMatchObject({ organisation: 'ООО «Гамма Импорт»', inn: '7707083893' });
  });

  it('drops malformed filters rather than failing, and offers the countries and tariffs', async () => {
    const page = await queue({
      status: 'lost',
      country: 'Германия',
      from: '12.06.2030',
      page: '-3',
    });
    expect(page.filter).toMatchObject({
      status: undefined,
      country: undefined,
      from: undefined,
      page: 1,
    });
    expect(page.rows).toHaveLength(6);
    expect(page.options.countries).toContainEqual({ code: 'DE', name: 'Германия' });
    expect(page.options.tariffs).toContain('Стандартный отчёт');
  });

  it('pages 25 orders at a time', async () => {
    for (let i = 0; i < 26; i++)
      await placeOrder(t, { country: 'NL', companyName: `Holland ${i}` });
    const first = await queue({ country: 'NL' });
    expect(first.total).toBe(26);
    expect(first.rows).toHaveLength(25);
    const second = await queue({ country: 'NL', page: '2' });
    expect(second.rows).toHaveLength(1);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.number)).size).toBe(26);
  });
});
