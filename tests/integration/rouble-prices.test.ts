import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_PRICE_MESSAGES } from '../../contracts/roubles';
import type { TariffInput } from '../../contracts/staff/content';
import type { StaffActor } from '../../contracts/staff/roles';
import { moveOrderById } from '../../core/orders/move-order';
import { createServices } from '../../core/services';
import { orderDocuments, orders, tariffs } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { placeReadyOrder } from '../helpers/ready-order';
import { refusal } from '../helpers/refusal';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff, signInCookie } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

interface ApiTariff {
  id: number;
  tariffPrice: number;
  tariffCurrency: string;
}

/** React escapes quotes and puts markers between text parts; the reader sees neither. */
const shown = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"');

/**
 * Tariffs are priced in roubles only. What the data kept from before (a tariff, or an order's
 * snapshot, in euros) may still say is never turned into the same number of roubles.
 */
describe.each(kinds)('prices in roubles only on %s', (kind) => {
  let t: TestApp;
  let services: ReturnType<typeof createServices>;
  let actor: StaffActor;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
    services = createServices(t.database.db, t.config, t);
    const admin = await createTestStaff(t.database, 'admin');
    actor = { ...admin, name: 'Администратор', ip: '127.0.0.1', requestId: 'test' };
    cookie = await signInCookie(t.database, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  const api = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const publicTariffs = async (code: string) =>
    (await api('/Dictionary/GetCountry', { codeType: 'alpha2', countryId: code })).json<{
      tariffs: ApiTariff[];
    }>().tariffs;
  const priceListTariffs = async (code: string) =>
    (await api('/Report/GetPriceList', {}))
      .json<{ countries: { code: string; tariffs: ApiTariff[] }[] }>()
      .countries.find((c) => c.code === code)?.tariffs;
  const orderWith = (tariffId: number) =>
    api('/Order/Create', {
      idempotencyKey: randomUUID(),
      countryCode: 'at',
      company: { name: 'Alpenblick Handels GmbH' },
      tariffId,
      language: 'ru',
      contactName: 'Анна Петрова',
      email: 'anna@example.ru',
      phone: '8-999-123-45-67',
      consent: true,
    });
  /** What the change to roubles-only found: a price the data kept in euros. */
  const priceInEuros = (orderId: number) =>
    t.database.db.update(orders).set({ price: 200, currency: 'EUR' }).where(eq(orders.id, orderId));

  it('takes a tariff left in euros off sale until staff give it a rouble price', async () => {
    const [first, euro] = (await services.staff.content.getCountry(actor, 'at'))!.tariffs;
    if (!first || !euro) throw new Error('AT needs two tariffs');
    await t.database.db
      .update(tariffs)
      .set({ price: 200, currency: 'EUR' })
      .where(eq(tariffs.id, euro.id));

    // Not on the country's list, the price list or the price list page; not orderable.
    expect((await publicTariffs('at')).map((x) => x.id)).not.toContain(euro.id);
    expect((await priceListTariffs('AT'))?.map((x) => x.id)).not.toContain(euro.id);
    expect((await publicTariffs('at')).every((x) => x.tariffCurrency === 'RUB')).toBe(true);
    const list = await page('/tariffs');
    expect(list.statusCode).toBe(200);
    expect(shown(list.body)).not.toMatch(/200\s€/);
    const refused = await orderWith(euro.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: FOREIGN_PRICE_MESSAGES.order });
    expect((await orderWith(first.id)).statusCode).toBe(201);

    // Staff still see it, flagged, with no price to save by mistake as 200 roubles.
    const editor = await page('/admin1515/country_content/at', { cookie });
    expect(editor.statusCode).toBe(200);
    expect(shown(editor.body)).toContain(FOREIGN_PRICE_MESSAGES.tariffFlag);
    expect(editor.body.match(/data-testid="foreign-price-flag"/g)).toHaveLength(1);
    expect(editor.body).not.toMatch(/<option[^>]*>(USD|EUR)</);
    const stillEuro = { ...euro, price: 200, currency: 'EUR' } as unknown as TariffInput;
    expect(
      await refusal(services.staff.content.updateTariff(actor, 'at', euro.id, stillEuro)),
    ).toMatchObject({ status: 400, message: FOREIGN_PRICE_MESSAGES.tariffCurrency });

    // Re-priced in roubles: on sale again, and the flag is gone.
    await services.staff.content.updateTariff(actor, 'at', euro.id, {
      ...euro,
      price: 15_900,
      currency: 'RUB',
    });
    expect((await publicTariffs('at')).find((x) => x.id === euro.id)).toMatchObject({
      tariffPrice: 15_900,
      tariffCurrency: 'RUB',
    });
    const after = await page('/admin1515/country_content/at', { cookie });
    expect(after.body).not.toContain('data-testid="foreign-price-flag"');
  });

  it('neither takes money for nor invoices an unpaid order priced in euros, and says why', async () => {
    const order = await placeReadyOrder(t, { organisation: 'ООО «Ромашка»', inn: '7707083893' });
    await priceInEuros(order.id);
    const query = `?token=${encodeURIComponent(order.token)}`;

    expect(await refusal(services.payments.start(order.number, order.token))).toEqual({
      status: 409,
      message: FOREIGN_PRICE_MESSAGES.payment,
    });
    const buyer = { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '770701001', address: 'Москва' };
    expect(
      await refusal(services.payments.requestInvoice(order.number, order.token, buyer)),
    ).toEqual({ status: 409, message: FOREIGN_PRICE_MESSAGES.payment });
    expect(await services.payments.orderView(order.number, order.token)).toMatchObject({
      canPay: false,
      canRequestInvoice: false,
      paymentRefusal: FOREIGN_PRICE_MESSAGES.payment,
    });

    // The customer's page says so instead of offering «Оплатить».
    const status = await page(`/orders/${order.number}${query}`);
    expect(shown(status.body)).toContain(FOREIGN_PRICE_MESSAGES.payment);
    expect(status.body).not.toContain(`/orders/${order.number}/pay`);
    // And the staff order page.
    const staffPage = await page(`/admin1515/company_reports/${order.number}`, { cookie });
    expect(shown(staffPage.body)).toContain(FOREIGN_PRICE_MESSAGES.staffOrder);
  });

  it('prints no invoice or act in roubles for an order priced in euros', async () => {
    const order = await placeReadyOrder(t, { organisation: 'ООО «Ромашка»', inn: '7707083893' });
    await priceInEuros(order.id);
    // An invoice issued before the change, for «200» that meant euros.
    await t.database.db.insert(orderDocuments).values({
      orderId: order.id,
      kind: 'invoice',
      number: order.number,
      issuedOn: '2026-11-20',
      buyer: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '770701001', address: 'Москва' },
      amount: 200,
    });
    const refusedPaper = { status: 409, message: FOREIGN_PRICE_MESSAGES.document };
    expect(await refusal(services.payments.document(order.number, order.token, 'invoice'))).toEqual(
      refusedPaper,
    );
    expect(await refusal(services.payments.staff.document(order.number, 'invoice'))).toEqual(
      refusedPaper,
    );
    const download = await page(
      `/orders/${order.number}/documents/invoice?token=${encodeURIComponent(order.token)}`,
    );
    expect(download.statusCode).toBe(409);
    expect(download.body).toBe(FOREIGN_PRICE_MESSAGES.document);
    // Staff cannot mark that invoice paid: the act would follow in roubles.
    expect(
      await refusal(
        services.payments.staff.markInvoicePaid(actor, order.number, {
          paidOn: '2026-11-24',
          paymentOrderNumber: '512',
        }),
      ),
    ).toEqual({
      status: 409,
      message: FOREIGN_PRICE_MESSAGES.staffOrder,
    });
    expect(
      (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status,
    ).toBe('ready');

    // An act of such an order (paid before the change) is not printed either.
    await moveOrderById(t.database.db, order.id, 'paid', {
      actor: 'Тест Сотрудник',
      paymentMethod: 'online',
    });
    await t.database.db.insert(orderDocuments).values({
      orderId: order.id,
      kind: 'act',
      number: order.number,
      issuedOn: '2026-11-21',
      buyer: { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '770701001', address: 'Москва' },
      amount: 200,
    });
    expect(await refusal(services.payments.staff.document(order.number, 'act'))).toEqual(
      refusedPaper,
    );
  });

  it('still prints the papers of an order priced in roubles', async () => {
    const order = await placeReadyOrder(t, { organisation: 'ООО «Ромашка»', inn: '7707083893' });
    const buyer = { name: 'ООО «Ромашка»', inn: '7707083893', kpp: '770701001', address: 'Москва' };
    await services.payments.requestInvoice(order.number, order.token, buyer);
    const invoice = await services.payments.document(order.number, order.token, 'invoice');
    expect(invoice?.contentType).toBe('application/pdf');
  });
});
