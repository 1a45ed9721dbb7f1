import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import * as countryPage from '../../app/routes/admin/content/country';
import * as orderPage from '../../app/routes/admin/orders/order';
import type { CountryActionData } from '../../app/components/staff/content/country-action-data';
import type { OrderActionData } from '../../app/components/staff/orders/order-action-data';
import { createServices } from '../../core/services';
import { orders, tariffs } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const ADMIN = 'http://localhost/admin1515';

const unwrap = unwrapRouteResult;

/**
 * A refund, an invoice marked paid and a tariff taken off sale happen only when the form comes
 * back with `confirmed=yes`: the first send (a browser without JavaScript) only asks.
 */
describe.each(kinds)('staff money moves ask for confirmation on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let admin: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    admin = { ...(await createTestStaff(t.database, 'admin')), name: 'Админ' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (): RequestContext => staffRouteContext(services, admin);
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    return body;
  };
  const postOrder = async (number: string, fields: Record<string, string>) =>
    unwrap<OrderActionData>(
      await orderPage.action({
        request: new Request(`${ADMIN}/company_reports/${number}`, {
          method: 'POST',
          body: form(fields),
        }),
        context: context(),
        params: { number },
      } as unknown as Parameters<typeof orderPage.action>[0]),
    );
  const postCountry = async (code: string, fields: Record<string, string>) =>
    unwrap<CountryActionData>(
      await countryPage.action({
        request: new Request(`${ADMIN}/country_content/${code}`, {
          method: 'POST',
          body: form(fields),
        }),
        context: context(),
        params: { code },
      } as unknown as Parameters<typeof countryPage.action>[0]),
    );
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

  it('marks an invoice paid, then refunds it, each only on the confirmed send', async () => {
    const order = await placeReadyOrder(t, { inn: '7707083893', organisation: 'ПАО Сбербанк' });
    await services.payments.requestInvoice(order.number, order.token, {
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });

    const record = { paidOn: '2026-01-15', paymentOrderNumber: '512' };
    const refused = await postOrder(order.number, {
      intent: 'invoice-paid',
      paidOn: '',
      paymentOrderNumber: 'abc',
      confirmed: 'yes',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      paidOn: 'Укажите дату платёжного поручения',
      paymentOrderNumber: 'Номер платёжного поручения — от 1 до 20 цифр',
    });
    const asked = await postOrder(order.number, { intent: 'invoice-paid', ...record });
    expect(asked).toEqual({
      status: 200,
      body: {
        intent: 'invoice-paid',
        ok: false,
        message: null,
        needsConfirmation: true,
        values: record,
      },
    });
    expect(await statusOf(order.id)).toBe('ready');
    const paid = await postOrder(order.number, {
      intent: 'invoice-paid',
      ...record,
      confirmed: 'yes',
    });
    expect(paid.body.ok).toBe(true);
    expect(await statusOf(order.id)).toBe('paid');

    const refundAsked = await postOrder(order.number, { intent: 'refund', reason: 'Отказ' });
    expect(refundAsked.body).toMatchObject({
      intent: 'refund',
      needsConfirmation: true,
      values: { reason: 'Отказ' },
    });
    expect(await statusOf(order.id)).toBe('paid');
    // Anything but the exact confirmation is no confirmation.
    await postOrder(order.number, { intent: 'refund', reason: 'Отказ', confirmed: 'on' });
    expect(await statusOf(order.id)).toBe('paid');
    const refunded = await postOrder(order.number, {
      intent: 'refund',
      reason: 'Отказ',
      confirmed: 'yes',
    });
    expect(refunded.body.ok).toBe(true);
    expect(await statusOf(order.id)).toBe('refunded');
  });

  it('takes a tariff off sale only on the confirmed send', async () => {
    const [tariff] = await queryRows<{ id: number }>(
      t.database.db,
      `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'AT' and t.retired_at is null order by t.sort_order limit 1`,
    );
    const fields = { intent: 'tariff-retire', tariffId: String(tariff!.id) };
    const retired = async () =>
      (await t.database.db.select().from(tariffs).where(eq(tariffs.id, tariff!.id)))[0]!.retiredAt;
    expect((await postCountry('at', fields)).body).toMatchObject({
      intent: 'tariff-retire',
      needsConfirmation: true,
      tariffId: tariff!.id,
    });
    expect(await retired()).toBeNull();
    expect((await postCountry('at', { ...fields, confirmed: 'yes' })).body.ok).toBe(true);
    expect(await retired()).not.toBeNull();
  });
});
