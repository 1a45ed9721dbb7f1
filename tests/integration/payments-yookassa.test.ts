import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentServices } from '../../contracts/payment-services';
import { PAYMENT_MESSAGES } from '../../contracts/payments';
import type { StaffActor } from '../../contracts/staff/roles';
import { createMailOutbox } from '../../core/mail/mail-outbox';
import type { PaymentProvider } from '../../core/payments/payment-provider';
import { paymentServices } from '../../core/payments/payment-services';
import { createYooKassaProvider } from '../../core/payments/yookassa/yookassa-provider';
import { orders, orderStatusHistory, outbox, payments } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { mailAsSent } from '../helpers/mail-as-sent';
import { placeReadyOrder } from '../helpers/ready-order';
import { createTestStaffActor } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { startYooKassaMockServer, type YooKassaMockServer } from '../helpers/yookassa-mock-server';

const kinds = await databaseKinds();

/**
 * The whole payment flow with PAYMENT_PROVIDER=yookassa, through the site's own services and its
 * notification endpoint, against a local server speaking YooKassa's API: never the real one.
 */
describe.each(kinds)('payments through YooKassa on %s', (kind) => {
  let t: TestApp;
  let yookassa: YooKassaMockServer;
  let staff: StaffActor;
  const provider = (timeoutMs = 5_000): PaymentProvider =>
    createYooKassaProvider({
      shopId: yookassa.shopId,
      secretKey: yookassa.secretKey,
      apiUrl: yookassa.apiUrl,
      timeoutMs,
      retryDelayMs: 10,
    });
  const services = (p: PaymentProvider = provider()): PaymentServices =>
    paymentServices({
      db: t.database.db,
      config: t.config,
      mail: createMailOutbox(t.database.db, {
        from: t.config.MAIL_FROM,
        signingSecret: t.config.SIGNING_SECRET,
      }),
      storage: t.storage,
      provider: p,
    });
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentRows = async (orderId: number) =>
    t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const mailOf = async (orderId: number, mailKind: string) =>
    mailAsSent(
      t,
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, mailKind))),
    );
  /** YooKassa posting its notification to the site's endpoint. */
  const notify = (event: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: yookassa.notification(event, id),
    });
  const startPaying = async (order: { number: string; token: string }) => {
    const started = await services().start(order.number, order.token);
    if (started.kind !== 'redirect') throw new Error(`no redirect: ${started.kind}`);
    const created = yookassa.payments().at(-1)!;
    return { started, paymentId: String(created.id) };
  };

  beforeAll(async () => {
    yookassa = await startYooKassaMockServer();
    t = await createTestApp(kind, {
      PUBLIC_BASE_URL: 'https://inocheck.test',
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      YOOKASSA_API_URL: yookassa.apiUrl,
      YOOKASSA_VAT_CODE: '11',
    });
    staff = await createTestStaffActor(t.database, 'admin', 'Вера Бухгалтерова');
  });
  afterAll(async () => {
    await t?.close();
    await yookassa?.close();
  });

  it('creates one captured payment with a 54-ФЗ receipt and pays the order once, from the API', async () => {
    const order = await placeReadyOrder(t, { email: 'buyer@example.ru' });
    const { started, paymentId } = await startPaying(order);
    expect(started.url).toMatch(/^https?:\/\//);
    const create = yookassa.requests.find((r) => r.method === 'POST' && r.path === '/v3/payments');
    expect(create?.headers['idempotence-key']).toMatch(/\S{16,}/);
    expect(create?.body).toMatchObject({
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: expect.stringMatching(/^https:\/\/inocheck\.test\/payment-success\?payment=/),
      },
      metadata: { orderId: String(order.id) },
      receipt: {
        customer: { email: 'buyer@example.ru' },
        items: [
          {
            quantity: expect.anything(),
            vat_code: 11,
            payment_subject: 'service',
            payment_mode: 'full_payment',
          },
        ],
      },
    });
    // Paying twice reuses the live payment.
    await services().start(order.number, order.token);
    expect(yookassa.payments().filter((p) => p.id === paymentId)).toHaveLength(1);
    expect(await paymentRows(order.id)).toHaveLength(1);

    // A notification that lies (the payment is still pending) changes nothing.
    expect((await notify('payment.succeeded', paymentId)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('ready');

    yookassa.succeedPayment(paymentId);
    expect((await notify('payment.succeeded', paymentId)).statusCode).toBe(200);
    expect((await notify('payment.succeeded', paymentId)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(1);
    // Every notification was checked by reading the payment back.
    expect(
      yookassa.requests.filter((r) => r.method === 'GET' && r.path === `/v3/payments/${paymentId}`)
        .length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('shows the customer the cancellation reason and lets them pay again', async () => {
    const order = await placeReadyOrder(t);
    const { paymentId } = await startPaying(order);
    yookassa.cancelPayment(paymentId, { party: 'payment_network', reason: 'insufficient_funds' });
    expect((await notify('payment.canceled', paymentId)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('ready');
    const [row] = await paymentRows(order.id);
    expect(await services().state(row!.publicId, null)).toMatchObject({
      status: 'canceled',
      failureReason: 'недостаточно средств',
    });
    expect(await mailOf(order.id, 'payment-failed')).toHaveLength(1);
    const again = await startPaying(order);
    expect(again.paymentId).not.toBe(paymentId);
  });

  it('refunds through POST /v3/refunds and completes on refund.succeeded', async () => {
    const order = await placeReadyOrder(t);
    const { paymentId } = await startPaying(order);
    yookassa.succeedPayment(paymentId);
    await notify('payment.succeeded', paymentId);
    expect((await orderRow(order.id)).status).toBe('paid');

    const result = await services().staff.refund(staff, order.number, {
      reason: 'Данные отчёта не подтвердились',
    });
    expect(result).toEqual({ status: 'pending' });
    const [refund] = yookassa.refunds().filter((r) => r.payment_id === paymentId);
    expect(refund).toMatchObject({ status: 'pending' });
    const refundRequest = yookassa.requests.find(
      (r) => r.method === 'POST' && r.path === '/v3/refunds',
    );
    expect(refundRequest?.headers['idempotence-key']).toBeTruthy();
    expect((await orderRow(order.id)).status).toBe('paid');

    yookassa.succeedRefund(String(refund!.id));
    expect((await notify('refund.succeeded', String(refund!.id))).statusCode).toBe(200);
    expect((await notify('refund.succeeded', String(refund!.id))).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await mailOf(order.id, 'refund-made')).toHaveLength(1);
  });

  it('answers 400 to a notification about an object YooKassa does not know', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/notifications',
      payload: {
        type: 'notification',
        event: 'payment.succeeded',
        object: { id: '2f0d3c8e-000f-5000-9000-1b2c3d4e5f60', status: 'succeeded' },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Неизвестный платёж');
  });

  it('asks YooKassa to send a notification again while its API is down or refuses the shop', async () => {
    const order = await placeReadyOrder(t);
    const { paymentId } = await startPaying(order);
    yookassa.succeedPayment(paymentId);
    // Two 5xx: the client's own repeat fails too, so the site answers 503 for a later retry.
    yookassa.failNext(2, { status: 502 });
    const down = await notify('payment.succeeded', paymentId);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe(PAYMENT_MESSAGES.providerDown);
    // Credentials refused: not "unknown payment" (that would drop the notification for good).
    yookassa.failNext(1, { status: 401 });
    expect((await notify('payment.succeeded', paymentId)).statusCode).toBe(503);
    expect((await orderRow(order.id)).status).toBe('ready');
    // The provider tries again and the order is paid.
    expect((await notify('payment.succeeded', paymentId)).statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
  });

  it('keeps the order ready when creating a payment gets no answer, then reuses the key', async () => {
    const order = await placeReadyOrder(t);
    // The payment is created at YooKassa but the answer never comes back.
    yookassa.hangNext({ processed: true });
    await expect(services(provider(300)).start(order.number, order.token)).rejects.toMatchObject({
      statusCode: 503,
      message: PAYMENT_MESSAGES.providerDown,
    });
    expect((await orderRow(order.id)).status).toBe('ready');
    const creates = () =>
      yookassa.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/v3/payments' &&
          (r.body as { metadata?: { orderId?: string } }).metadata?.orderId === String(order.id),
      );
    const firstKey = creates()[0]?.headers['idempotence-key'];
    expect(firstKey).toBeTruthy();
    // Trying again sends the same key: YooKassa answers the payment it already made.
    const before = yookassa.payments().length;
    const again = await services().start(order.number, order.token);
    expect(again).toMatchObject({ kind: 'redirect' });
    expect(creates().at(-1)?.headers['idempotence-key']).toBe(firstKey);
    expect(yookassa.payments()).toHaveLength(before);
  });
});
