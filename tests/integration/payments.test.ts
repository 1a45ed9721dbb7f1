import { listCustomerOrders } from '../../core/customers/list-customer-orders';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentServices } from '../../contracts/payment-services';
import { PAYMENT_MESSAGES } from '../../contracts/payments';
import { formatPrice } from '../../contracts/tariff-duration';
import type { StaffActor } from '../../contracts/staff/roles';
import { createMailOutbox } from '../../core/mail/mail-outbox';
import { paymentServices } from '../../core/payments/payment-services';
import { PaymentProviderError, type PaymentProvider } from '../../core/payments/payment-provider';
import {
  createTestGatewayProvider,
  decideTestPayment,
} from '../../core/payments/test-gateway/test-gateway-provider';
import {
  auditLog,
  orderDocuments,
  orders,
  orderStatusHistory,
  outbox,
  payments,
  reportDownloads,
} from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { mailAsSent } from '../helpers/mail-as-sent';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestStaffActor } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { popplerOutput } from '../helpers/pdf-text';
import { ACT_BUYER_MESSAGES } from '../../core/orders/customer/act-buyer';

const kinds = await databaseKinds();

/** A download's bytes, whether it streams or not. */
const bytesOf = async (body: ReadableStream<Uint8Array> | Uint8Array) =>
  body instanceof Uint8Array ? body : new Uint8Array(await new Response(body).arrayBuffer());
const client = { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'test' };

describe.each(kinds)('payments on %s', (kind) => {
  let t: TestApp;
  let gateway: PaymentProvider;
  let staff: StaffActor;
  const services = (provider: PaymentProvider = gateway): PaymentServices =>
    paymentServices({
      db: t.database.db,
      config: t.config,
      mail: createMailOutbox(t.database.db, {
        from: t.config.MAIL_FROM,
        signingSecret: t.config.SIGNING_SECRET,
      }),
      storage: t.storage,
      provider,
    });
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const mailOf = async (orderId: number, kind: string) =>
    mailAsSent(
      t,
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, kind))),
    );
  const paidEntries = async (orderId: number) =>
    (
      await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    ).filter((h) => h.toStatus === 'paid');
  const gatewayId = (url: string) => url.split('/').pop()!;
  const publicIdOf = async (orderId: number) =>
    (await t.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!.publicId;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_BASE_URL: 'https://inocheck.test' });
    gateway = createTestGatewayProvider(t.database.db);
    staff = await createTestStaffActor(t.database, 'admin', 'Борис Начальников');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses to take money for a report that is not ready', async () => {
    const order = await placeReadyOrder(t, { status: 'new' });
    await expect(services().start(order.number, order.token)).rejects.toMatchObject({
      statusCode: 409,
      message: PAYMENT_MESSAGES.notReady,
    });
    await expect(services().start(order.number, 'wrong-token')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('keeps one live payment per order: paying twice reuses it', async () => {
    const order = await placeReadyOrder(t);
    const first = await services().start(order.number, order.token);
    const second = await services().start(order.number, order.token);
    expect(first).toMatchObject({
      kind: 'redirect',
      url: expect.stringMatching(/^\/test-gateway\/tg_/),
    });
    expect(second).toEqual(first);
    expect(
      await t.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('marks the order paid exactly once: notification first, return later, notification again', async () => {
    const order = await placeReadyOrder(t);
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    const id = gatewayId(started.url);
    // The tester pays: the gateway notifies the API over HTTP.
    const decided = await services().testGateway.decide(id, 'succeeded');
    expect(decided?.returnUrl).toMatch(/\/payment-success\?payment=/);
    expect((await orderRow(order.id)).status).toBe('paid');
    // The browser returns; then the provider repeats its notification.
    const state = await services().state(await publicIdOf(order.id), null);
    expect(state).toMatchObject({
      kind: 'payment',
      status: 'succeeded',
      orderNumber: order.number,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: { type: 'notification', event: 'payment.succeeded', object: { id } },
    });
    expect(again.statusCode).toBe(200);
    expect(await paidEntries(order.id)).toHaveLength(1);
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(1);
    const [act] = await t.database.db
      .select()
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'act')));
    expect(act?.number).toBe(order.number);
    // Paying again is not possible.
    expect(await services().start(order.number, order.token)).toEqual({ kind: 'paid' });
  });

  it('applies the return before any notification, from the provider, not from the browser', async () => {
    const order = await placeReadyOrder(t);
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    const publicId = await publicIdOf(order.id);
    // Returning while the provider still says pending changes nothing.
    expect(await services().state(publicId, null)).toMatchObject({ status: 'pending' });
    expect((await orderRow(order.id)).status).toBe('ready');
    // The provider decides, its notification is lost; the return page asks and finds out.
    await decideTestPayment(t.database.db, gatewayId(started.url), 'succeeded');
    expect(await services().state(publicId, null)).toMatchObject({ status: 'succeeded' });
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await paidEntries(order.id)).toHaveLength(1);
  });

  it('rejects a forged notification and trusts nothing in its body', async () => {
    const order = await placeReadyOrder(t);
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: 'tg_forged', status: 'succeeded' },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/Неизвестный платёж/);
    // A real id with a lying event: the provider still says pending, so nothing changes.
    const lying = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: gatewayId(started.url) },
      },
    });
    expect(lying.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('ready');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: { hello: 1 },
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('tells the customer why a payment failed, keeps the order ready and lets them pay again', async () => {
    const order = await placeReadyOrder(t);
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await services().testGateway.decide(gatewayId(started.url), 'canceled');
    expect((await orderRow(order.id)).status).toBe('ready');
    expect(await services().state(await publicIdOf(order.id), null)).toMatchObject({
      status: 'canceled',
      failureReason: 'недостаточно средств',
    });
    const [failed] = await mailOf(order.id, 'payment-failed');
    expect(failed?.text).toContain('недостаточно средств');
    expect((await services().orderView(order.number, order.token))?.lastFailure).toBe(
      'недостаточно средств',
    );
    const retry = await services().start(order.number, order.token);
    expect(retry).toMatchObject({ kind: 'redirect' });
    if (retry.kind === 'redirect') expect(retry.url).not.toBe(started.url);
  });

  it('keeps the order ready when the provider is down, then pays with the same idempotence key', async () => {
    const order = await placeReadyOrder(t);
    const keys: string[] = [];
    let isDown = true;
    const flaky: PaymentProvider = {
      ...gateway,
      name: 'test',
      async createPayment(input) {
        keys.push(input.idempotenceKey);
        if (isDown) throw new PaymentProviderError('HTTP 500', true, 500);
        return gateway.createPayment(input);
      },
    };
    await expect(services(flaky).start(order.number, order.token)).rejects.toMatchObject({
      statusCode: 503,
      message: PAYMENT_MESSAGES.providerDown,
    });
    expect((await orderRow(order.id)).status).toBe('ready');
    isDown = false;
    expect(await services(flaky).start(order.number, order.token)).toMatchObject({
      kind: 'redirect',
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists the report after payment only, and records every download', async () => {
    const order = await placeReadyOrder(t);
    const before = await services().orderView(order.number, order.token);
    // Placed without a company's details: the invoice is offered all the same (its form asks).
    expect(before).toMatchObject({ canPay: true, canRequestInvoice: true, files: [] });
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await services().testGateway.decide(gatewayId(started.url), 'succeeded');
    const after = await services().orderView(order.number, order.token);
    expect(after?.canPay).toBe(false);
    expect(after?.files).toHaveLength(1);
    const file = await services().statusPageFile(
      order.number,
      order.token,
      after!.files[0]!.id,
      client,
    );
    expect(file?.contentType).toBe('application/pdf');
    // The analyst's upload name stays in the staff area; the customer gets the order's name.
    expect(after?.files[0]?.fileName).toBe(`Отчёт-${order.number}.pdf`);
    expect(file).toMatchObject({
      fileName: `Отчёт-${order.number}.pdf`,
      asciiFileName: `report-${order.number}.pdf`,
    });
    expect(
      await services().statusPageFile(order.number, 'nope', after!.files[0]!.id, client),
    ).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(reportDownloads)
        .where(eq(reportDownloads.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('opens the e-mailed report link while fresh, refuses tampered and expired ones, and renews', async () => {
    const order = await placeReadyOrder(t);
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await services().testGateway.decide(gatewayId(started.url), 'succeeded');
    const [mail] = await mailOf(order.id, 'payment-received');
    const link = /https:\/\/inocheck\.test(\/orders\/[^\s]+\/report\?[^\s]+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    const params = new URL(link!, 'https://x').searchParams;
    const [expires, sig] = [params.get('expires'), params.get('sig')];
    expect((await services().emailLinkFile(order.number, expires, sig, client)).kind).toBe('file');
    expect(
      (await services().emailLinkFile(order.number, String(Number(expires) + 1), sig, client)).kind,
    ).toBe('invalid');
    expect((await services().emailLinkFile(order.number, expires, `${sig}x`, client)).kind).toBe(
      'invalid',
    );
    const later = paymentServices({
      db: t.database.db,
      config: t.config,
      mail: createMailOutbox(t.database.db, {
        from: t.config.MAIL_FROM,
        signingSecret: t.config.SIGNING_SECRET,
      }),
      storage: t.storage,
      provider: gateway,
      now: () => new Date(Date.now() + 31 * 86400_000),
    });
    expect((await later.emailLinkFile(order.number, expires, sig, client)).kind).toBe('expired');
    await later.renewReportLink(order.number, expires, sig);
    expect(await mailOf(order.id, 'report-link')).toHaveLength(1);
    await expect(later.renewReportLink(order.number, expires, 'forged')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('refunds a paid order through the provider and e-mails the customer', async () => {
    const order = await placeReadyOrder(t);
    await expect(
      services().staff.refund(staff, order.number, { reason: 'Данные не подтвердились' }),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await services().testGateway.decide(gatewayId(started.url), 'succeeded');
    expect(
      await services().staff.refund(staff, order.number, { reason: 'Данные не подтвердились' }),
    ).toEqual({
      status: 'succeeded',
    });
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await mailOf(order.id, 'refund-made')).toHaveLength(1);
    const history = await services().staff.history(order.number);
    expect(history?.refunds[0]).toMatchObject({
      status: 'succeeded',
      method: 'provider',
      reason: 'Данные не подтвердились',
    });
    // The audit log words the amount as the site does: «возврат 7 900 ₽», not «7900 RUB».
    const { price, currency } = await orderRow(order.id);
    const audit = await t.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.objectId, order.number), like(auditLog.summary, '%возврат%')));
    expect(audit.map((a) => a.summary)).toEqual([
      expect.stringContaining(`возврат ${formatPrice(price, currency)} (`),
    ]);
    expect(audit[0]?.summary).not.toContain(currency);
  });

  it('issues an invoice to a company and lets staff mark it paid; the act follows', async () => {
    const order = await placeReadyOrder(t, { inn: '7707083893', organisation: 'ПАО Сбербанк' });
    const view = await services().orderView(order.number, order.token);
    expect(view).toMatchObject({
      canRequestInvoice: true,
      buyerDefaults: { name: 'ПАО Сбербанк', inn: '7707083893' },
    });
    await services().requestInvoice(order.number, order.token, {
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });
    const [mail] = await mailOf(order.id, 'invoice-issued');
    expect(mail?.text).toContain('Скачать счёт (PDF)');
    const invoice = await services().document(order.number, order.token, 'invoice');
    expect(invoice?.contentType).toBe('application/pdf');
    expect(invoice?.fileName).toMatch(/^Счёт № /);
    expect(await services().document(order.number, order.token, 'act')).toBeNull();
    await services().staff.markInvoicePaid(staff, order.number, {
      paidOn: '2026-01-15',
      paymentOrderNumber: '512',
    });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({
      status: 'paid',
      paymentMethod: 'invoice',
      invoicePaidOn: '2026-01-15',
      paymentOrderNumber: '512',
    });
    expect((await services().staff.history(order.number))?.invoicePayment).toEqual({
      paidOn: '2026-01-15',
      paymentOrderNumber: '512',
    });
    const paidAct = await services().document(order.number, order.token, 'act');
    expect(popplerOutput('pdftotext', await bytesOf(paidAct!.body)).replace(/\s+/g, ' ')).toContain(
      'платёжное поручение № 512 от 15.01.2026',
    );
    expect((await services().document(order.number, order.token, 'act'))?.fileName).toMatch(
      /^Акт № /,
    );
    // Refunding an invoice payment is a bank transfer staff confirm themselves.
    expect(await services().staff.refund(staff, order.number, { reason: 'Отказ клиента' })).toEqual(
      { status: 'succeeded' },
    );
    expect((await orderRow(order.id)).status).toBe('refunded');
    // The act says the service was rendered and paid: withdrawn from the customer after the
    // refund, the invoice kept; staff still see both.
    expect(await services().document(order.number, order.token, 'act')).toBeNull();
    expect(await services().document(order.number, order.token, 'invoice')).not.toBeNull();
    const refunded = await services().orderView(order.number, order.token);
    expect(refunded?.act).toBeNull();
    expect(refunded?.invoice).not.toBeNull();
    const history = await services().staff.history(order.number);
    expect(history?.act).not.toBeNull();
    const [listed] = await listCustomerOrders(t.database.db, t.config, order.email);
    expect(listed?.documents.map((d) => d.kind)).toEqual(['invoice']);
  });

  it('lets the customer complete the act of an online payment with КПП and legal address', async () => {
    const order = await placeReadyOrder(t);
    const buyer = {
      name: 'ООО «Ромашка»',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    };
    await expect(services().setActBuyer(order.number, order.token, buyer)).rejects.toMatchObject({
      statusCode: 409,
      message: ACT_BUYER_MESSAGES.notPaid,
    });
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error('no redirect');
    await services().testGateway.decide(gatewayId(started.url), 'succeeded');
    const before = await services().orderView(order.number, order.token);
    expect(before?.act?.buyer).toMatchObject({ kpp: '', address: '' });
    await expect(services().setActBuyer(order.number, 'nope', buyer)).rejects.toMatchObject({
      statusCode: 404,
    });
    await services().setActBuyer(order.number, order.token, buyer);
    expect((await services().orderView(order.number, order.token))?.act?.buyer).toEqual(buyer);
    const act = await services().document(order.number, order.token, 'act');
    const text = popplerOutput('pdftotext', await bytesOf(act!.body)).replace(/\s+/g, ' ');
    expect(text).toContain('773601001');
    expect(text).toContain('ул. Вавилова');
  });

  it('records a bank transfer without an invoice asked for, refusing a date ahead and a bad number', async () => {
    const order = await placeReadyOrder(t);
    await expect(
      services().staff.markInvoicePaid(staff, order.number, {
        paidOn: '2999-01-01',
        paymentOrderNumber: '7',
      }),
    ).rejects.toThrow('Дата не может быть позже сегодняшней');
    await expect(
      services().staff.markInvoicePaid(staff, order.number, {
        paidOn: '2026-01-15',
        paymentOrderNumber: '№7',
      }),
    ).rejects.toThrow('Номер платёжного поручения — от 1 до 20 цифр');
    expect((await orderRow(order.id)).status).toBe('ready');
    await services().staff.markInvoicePaid(staff, order.number, {
      paidOn: '2026-01-16',
      paymentOrderNumber: '77',
    });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'paid',
      paymentMethod: 'invoice',
      paymentOrderNumber: '77',
    });
    expect(await services().document(order.number, order.token, 'act')).not.toBeNull();
  });
});
