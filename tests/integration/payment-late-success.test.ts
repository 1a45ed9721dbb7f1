import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderHistory } from '../../app/components/staff/orders/order-history';
import { OrderPayments } from '../../app/components/staff/orders/order-payments';
import type { AppServices } from '../../contracts/app-services';
import type { StaffActor } from '../../contracts/staff/roles';
import { PaymentProviderError, type PaymentProvider } from '../../core/payments/payment-provider';
import { paymentServices } from '../../core/payments/payment-services';
import { paymentProviderFor } from '../../core/payments/provider-for';
import { createServices } from '../../core/services';
import { orders, orderStatusHistory, outbox, payments, refunds } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { mailAsSent } from '../helpers/mail-as-sent';
import {
  startPaymentHarness,
  type PaymentHarness,
  type ProviderName,
} from '../helpers/payment-harness';
import { placeReadyOrder, type ReadyOrder } from '../helpers/ready-order';
import { createTestStaffActor } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const cases = kinds.flatMap((kind) =>
  (['test', 'yookassa'] as const).map((provider) => [kind, provider] as const),
);
const CANCEL = { reasonCode: 'customer_request', reason: '' } as const;

/**
 * Money that arrives when its order no longer waits for it (cancelled, paid by invoice or by
 * another payment) is never kept: every order of events, with the test gateway and YooKassa.
 */
describe.each(cases)('a late payment on %s through the %s provider', (kind, providerName) => {
  let t: TestApp;
  let harness: PaymentHarness;
  let services: AppServices;
  let staff: StaffActor;

  beforeAll(async () => {
    harness = await startPaymentHarness(providerName satisfies ProviderName);
    t = await createTestApp(kind, {
      PUBLIC_BASE_URL: 'https://inocheck.test',
      STAFF_EMAIL: 'staff@inocheck.test',
      ...harness.env,
    });
    services = createServices(t.database.db, t.config);
    staff = await createTestStaffActor(t.database, 'admin', 'Ольга Сменная');
  });
  afterAll(async () => {
    await t?.close();
    await harness?.close();
  });

  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const paymentOf = async (providerPaymentId: string) =>
    (
      await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, providerPaymentId))
    )[0]!;
  const refundsOf = (orderId: number) =>
    t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const mailOf = async (orderId: number, mailKind: string) =>
    mailAsSent(
      t,
      await t.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, mailKind))),
    );
  const historyNotes = async (orderId: number) =>
    (
      await t.database.db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, orderId))
    ).map((h) => h.note);

  /** The customer presses «Оплатить»: the provider's id of the live payment. */
  const startPaying = async (order: ReadyOrder) => {
    const started = await services.payments.start(order.number, order.token);
    expect(started.kind).toBe('redirect');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row!.providerPaymentId!;
  };

  /** What must hold once a late payment was handled: refunded once, noted, staff told. */
  const expectRefundedOnce = async (order: ReadyOrder, paymentId: string, note: RegExp) => {
    await harness.confirmRefunds(t);
    expect((await paymentOf(paymentId)).status).toBe('unexpected');
    expect(await harness.refundsAtProvider(t, paymentId)).toBe(1);
    const rows = await refundsOf(order.id);
    const auto = rows.filter((r) => r.idempotenceKey === `auto-refund-${paymentId}`);
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatchObject({ status: 'succeeded', method: 'provider' });
    expect((await historyNotes(order.id)).filter((n) => note.test(n))).toHaveLength(1);
    const [staffMail] = await mailOf(order.id, 'payment-auto-refund-staff');
    expect(staffMail?.to).toBe('staff@inocheck.test');
    expect(staffMail?.text).toMatch(note);
    expect(staffMail?.text).toContain(`/company_reports/${order.number}`);
    expect(await mailOf(order.id, 'payment-auto-refund-staff')).toHaveLength(1);
    expect(await mailOf(order.id, 'payment-auto-refund')).toHaveLength(1);
    const history = await services.payments.staff.history(order.number);
    expect(history?.autoRefunds).toEqual([
      expect.objectContaining({ note: expect.stringMatching(note), status: 'succeeded' }),
    ]);
    // The staff's own refund list (and its «refund open» state) is not confused by it.
    expect(history?.refunds.some((r) => r.reason.match(note))).toBe(false);
  };

  it('cancel, then the payment succeeds: refunded automatically, the order stays cancelled', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await services.staff.orders.cancel(staff, order.number, CANCEL);
    expect((await paymentOf(paymentId)).status).toBe('superseded');
    // Paying again is refused: the order no longer waits for money.
    await expect(services.payments.start(order.number, order.token)).rejects.toMatchObject({
      statusCode: 409,
    });

    await harness.succeed(t, paymentId);
    expect(await harness.notify(t, paymentId)).toBe(200);
    expect((await orderRow(order.id)).status).toBe('cancelled');
    await expectRefundedOnce(
      order,
      paymentId,
      new RegExp(`Платёж ${paymentId} поступил после отмены заказа и возвращён автоматически`),
    );
    expect((await orderRow(order.id)).status).toBe('cancelled');
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(0);
    // The staff order page says what happened, in its payment card and its history.
    const detail = await services.staff.orders.get(staff, order.number);
    const paymentHistory = await services.payments.staff.history(order.number);
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () =>
          createElement(
            Fragment,
            null,
            createElement(OrderPayments, {
              order: detail!,
              history: paymentHistory!,
              result: undefined,
            }),
            createElement(OrderHistory, { order: detail! }),
          ),
      },
    ]);
    const staffPage = renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] })).replace(
      /<!-- -->/g,
      '',
    );
    expect(staffPage).toContain(
      `Платёж ${paymentId} поступил после отмены заказа и возвращён автоматически.`,
    );
    expect(staffPage).toContain('возврат выполнен');
    expect(staffPage).not.toContain('Отменён → Отменён');
    // The customer's return page says the money goes back.
    const state = await services.payments.state((await paymentOf(paymentId)).publicId, null);
    expect(state).toMatchObject({ kind: 'payment', status: 'returned' });
  });

  it('invoice paid, then the card payment succeeds: refunded, the order stays paid by invoice', async () => {
    const order = await placeReadyOrder(t, { inn: '7707083893', organisation: 'ПАО Сбербанк' });
    await services.payments.requestInvoice(order.number, order.token, {
      name: 'ПАО Сбербанк',
      inn: '7707083893',
      kpp: '773601001',
      address: '117312, г. Москва, ул. Вавилова, д. 19',
    });
    const paymentId = await startPaying(order);
    await services.payments.staff.markInvoicePaid(staff, order.number, {
      paidOn: '2026-11-24',
      paymentOrderNumber: '512',
    });
    expect((await paymentOf(paymentId)).status).toBe('superseded');

    await harness.succeed(t, paymentId);
    expect(await harness.notify(t, paymentId)).toBe(200);
    await expectRefundedOnce(order, paymentId, /поступил, когда заказ уже был оплачен по счёту/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'invoice' });
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(1);
  });

  it.runIf(providerName === 'yookassa')(
    'cancel while the payment is held for capture: cancelled at the provider, nothing charged',
    async () => {
      const order = await placeReadyOrder(t);
      const paymentId = await startPaying(order);
      harness.holdForCapture!(paymentId);
      await services.staff.orders.cancel(staff, order.number, CANCEL);
      expect(harness.statusAtProvider!(paymentId)).toBe('canceled');
      expect((await paymentOf(paymentId)).status).toBe('canceled');
      expect((await orderRow(order.id)).status).toBe('cancelled');
      expect(await refundsOf(order.id)).toHaveLength(0);
      expect(await mailOf(order.id, 'payment-failed')).toHaveLength(0);
    },
  );

  it('a refund the provider fails is asked for again, with the same key, on the repeated notification', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await services.staff.orders.cancel(staff, order.number, CANCEL);
    await harness.succeed(t, paymentId);
    const real = paymentProviderFor(t.database.db, t.config);
    const keys: string[] = [];
    const failing: PaymentProvider = {
      ...real,
      async createRefund(input) {
        keys.push(input.idempotenceKey);
        throw new PaymentProviderError('HTTP 500', true, 500);
      },
    };
    const whileDown = paymentServices({
      db: t.database.db,
      config: t.config,
      mail: t.mail,
      storage: t.storage,
      provider: failing,
    });
    const body = { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } };
    // The provider hears 503 and repeats its notification later.
    await expect(
      whileDown.handleNotification(body, { ip: '127.0.0.1', userAgent: 'vitest', requestId: 't' }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(keys).toEqual([`auto-refund-${paymentId}`]);
    expect((await paymentOf(paymentId)).status).toBe('unexpected');
    const [waiting] = await refundsOf(order.id);
    expect(waiting).toMatchObject({
      status: 'creating',
      lastError: expect.stringContaining('500'),
    });
    expect(await harness.refundsAtProvider(t, paymentId)).toBe(0);

    expect(await harness.notify(t, paymentId)).toBe(200);
    await expectRefundedOnce(order, paymentId, /поступил после отмены заказа/);
  });

  it('success, then cancel: the cancel is refused and nothing is refunded', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await harness.succeed(t, paymentId);
    expect(await harness.notify(t, paymentId)).toBe(200);
    await expect(services.staff.orders.cancel(staff, order.number, CANCEL)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await orderRow(order.id)).status).toBe('paid');
    expect((await paymentOf(paymentId)).status).toBe('succeeded');
    expect(await refundsOf(order.id)).toHaveLength(0);
    expect(await harness.refundsAtProvider(t, paymentId)).toBe(0);
  });

  it('two payments succeed for one order: the second is refunded, the guarantee refund takes the first', async () => {
    const order = await placeReadyOrder(t);
    const first = await startPaying(order);
    // A second attempt open beside the first (two tabs under an older version, say): made at
    // the provider and recorded as the site records its own.
    const provider = paymentProviderFor(t.database.db, t.config);
    const remote = await provider.createPayment({
      idempotenceKey: randomUUID(),
      amount: { value: `${order.price}.00`, currency: 'RUB' },
      description: `Отчёт о компании, заказ № ${order.number}`,
      returnUrl: 'https://inocheck.test/payment-success',
      metadata: { orderId: String(order.id), orderNumber: order.number },
      receipt: { email: order.email, itemDescription: 'Кредитный отчёт', vatCode: 1 },
    });
    await t.database.db.insert(payments).values({
      publicId: randomBytes(18).toString('base64url'),
      orderId: order.id,
      provider: provider.name,
      idempotenceKey: randomUUID(),
      providerPaymentId: remote.id,
      status: 'pending',
      amount: order.price,
      currency: 'RUB',
    });
    await harness.succeed(t, first);
    await harness.succeed(t, remote.id);
    expect(await harness.notify(t, first)).toBe(200);
    expect(await harness.notify(t, remote.id)).toBe(200);
    await expectRefundedOnce(order, remote.id, /когда заказ уже был оплачен другим платежом/);
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', paymentMethod: 'online' });
    expect(await harness.refundsAtProvider(t, first)).toBe(0);

    // Staff refunding under the guarantee return the payment that paid the order.
    await services.payments.staff.refund(staff, order.number, { reason: 'Данные неточны' });
    await harness.confirmRefunds(t);
    expect(await harness.refundsAtProvider(t, first)).toBe(1);
    expect((await orderRow(order.id)).status).toBe('refunded');
  });

  it('a success notification repeated pays once and refunds nothing', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await harness.succeed(t, paymentId);
    for (let i = 0; i < 3; i += 1) expect(await harness.notify(t, paymentId)).toBe(200);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('20 notifications of a late success at once: one refund, one note, one e-mail', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await services.staff.orders.cancel(staff, order.number, CANCEL);
    await harness.succeed(t, paymentId);
    const codes = await Promise.all(Array.from({ length: 20 }, () => harness.notify(t, paymentId)));
    expect(codes.every((c) => c === 200)).toBe(true);
    await expectRefundedOnce(order, paymentId, /поступил после отмены заказа/);
    expect((await orderRow(order.id)).status).toBe('cancelled');
  });

  it('20 notifications of a success at once: paid once', async () => {
    const order = await placeReadyOrder(t);
    const paymentId = await startPaying(order);
    await harness.succeed(t, paymentId);
    const codes = await Promise.all(Array.from({ length: 20 }, () => harness.notify(t, paymentId)));
    expect(codes.every((c) => c === 200)).toBe(true);
    expect((await orderRow(order.id)).status).toBe('paid');
    expect(await mailOf(order.id, 'payment-received')).toHaveLength(1);
    expect(await refundsOf(order.id)).toHaveLength(0);
  });

  it('cancel and success at the same moment: exactly one of the two outcomes, every time', async () => {
    const outcomes = { cancelledAndRefunded: 0, paidAndCancelRefused: 0 };
    for (let round = 0; round < 8; round += 1) {
      const order = await placeReadyOrder(t);
      const paymentId = await startPaying(order);
      await harness.succeed(t, paymentId);
      const [cancel, notified] = await Promise.allSettled([
        services.staff.orders.cancel(staff, order.number, CANCEL),
        harness.notify(t, paymentId),
      ]);
      expect(notified).toEqual({ status: 'fulfilled', value: 200 });
      await harness.confirmRefunds(t);
      const status = (await orderRow(order.id)).status;
      const refunded = await harness.refundsAtProvider(t, paymentId);
      if (cancel.status === 'fulfilled') {
        expect(status).toBe('cancelled');
        expect(refunded).toBe(1);
        expect((await paymentOf(paymentId)).status).toBe('unexpected');
        outcomes.cancelledAndRefunded += 1;
      } else {
        expect(cancel.reason).toMatchObject({ statusCode: 409 });
        expect(status).toBe('paid');
        expect(refunded).toBe(0);
        expect(await refundsOf(order.id)).toHaveLength(0);
        outcomes.paidAndCancelRefused += 1;
      }
    }
    console.info(`cancel+success race on ${kind}/${providerName}:`, JSON.stringify(outcomes));
    expect(outcomes.cancelledAndRefunded + outcomes.paidAndCancelRefused).toBe(8);
  });
});
