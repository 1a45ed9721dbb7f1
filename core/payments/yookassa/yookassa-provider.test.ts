import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startYooKassaMockServer,
  type YooKassaMockServer,
} from '../../../tests/helpers/yookassa-mock-server';
import { PaymentProviderError, type CreatePaymentInput } from '../payment-provider';
import { parseNotification } from './notification';
import { createYooKassaProvider } from './yookassa-provider';

let server: YooKassaMockServer;
beforeAll(async () => {
  server = await startYooKassaMockServer();
});
afterAll(() => server.close());

const provider = () =>
  createYooKassaProvider({
    shopId: server.shopId,
    secretKey: server.secretKey,
    apiUrl: server.apiUrl,
    timeoutMs: 5_000,
    retryDelayMs: 10,
  });

const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  idempotenceKey: randomUUID(),
  amount: { value: '7400.00', currency: 'RUB' },
  description: 'Отчёт о компании, заказ № 2026-000123',
  returnUrl: 'https://inocheck.example/payment-success?payment=pub_abc',
  metadata: { orderId: '123', orderNumber: '2026-000123' },
  receipt: {
    email: 'buyer@example.com',
    itemDescription: 'Кредитный отчёт о компании Müller Maschinenbau GmbH',
    vatCode: 11,
  },
  ...overrides,
});

const requestsFor = (key: string) =>
  server.requests.filter((r) => r.headers['idempotence-key'] === key);

describe('YooKassa provider: payments', () => {
  it('creates a one-stage payment with the receipt, exactly as YooKassa documents it', async () => {
    const input = paymentInput();
    const payment = await provider().createPayment(input);

    expect(payment).toEqual({
      id: expect.any(String),
      status: 'pending',
      amount: { value: '7400.00', currency: 'RUB' },
      confirmationUrl: expect.stringContaining(payment.id),
      metadata: { orderId: '123', orderNumber: '2026-000123' },
      paid: false,
      cancellation: null,
      test: true,
    });
    const [request, ...others] = requestsFor(input.idempotenceKey);
    expect(others).toEqual([]);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v3/payments');
    const basic = Buffer.from(`${server.shopId}:${server.secretKey}`).toString('base64');
    expect(request?.headers.authorization).toBe(`Basic ${basic}`);
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      amount: { value: '7400.00', currency: 'RUB' },
      capture: true,
      confirmation: {
        type: 'redirect',
        return_url: 'https://inocheck.example/payment-success?payment=pub_abc',
      },
      description: 'Отчёт о компании, заказ № 2026-000123',
      metadata: { orderId: '123', orderNumber: '2026-000123' },
      receipt: {
        customer: { email: 'buyer@example.com' },
        items: [
          {
            description: 'Кредитный отчёт о компании Müller Maschinenbau GmbH',
            quantity: '1.00',
            amount: { value: '7400.00', currency: 'RUB' },
            vat_code: 11,
            payment_subject: 'service',
            payment_mode: 'full_payment',
            measure: 'piece',
          },
        ],
      },
    });
  });

  it('cuts long descriptions to 128 characters between whole characters', async () => {
    const name = `${'Очень длинное название компании '.repeat(4)}👨‍👩‍👧 Holding`;
    const input = paymentInput({
      description: `Отчёт о компании ${name}`,
      receipt: {
        email: 'buyer@example.com',
        itemDescription: `Кредитный отчёт о ${name}`,
        vatCode: 1,
      },
    });
    await provider().createPayment(input);

    const body = requestsFor(input.idempotenceKey)[0]?.body as {
      description: string;
      receipt: { items: { description: string; vat_code: number }[] };
    };
    const item = body.receipt.items[0];
    for (const text of [body.description, item?.description ?? '']) {
      expect(text.length).toBeLessThanOrEqual(128);
      expect(text.endsWith('…')).toBe(true);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    }
    expect(item?.vat_code).toBe(1);
  });

  it('reads a pending payment, then the succeeded one', async () => {
    const created = await provider().createPayment(paymentInput());
    expect((await provider().getPayment(created.id)).status).toBe('pending');

    server.succeedPayment(created.id);
    const payment = await provider().getPayment(created.id);

    expect(payment).toMatchObject({ id: created.id, status: 'succeeded', paid: true });
    expect(payment.cancellation).toBeNull();
    const read = server.requests.at(-1);
    expect(read?.method).toBe('GET');
    expect(read?.path).toBe(`/v3/payments/${created.id}`);
    expect(read?.headers['idempotence-key']).toBeUndefined();
    expect(read?.headers.authorization).toMatch(/^Basic /);
  });

  it('maps cancellation_details of a canceled payment', async () => {
    const created = await provider().createPayment(paymentInput());
    server.cancelPayment(created.id, { party: 'payment_network', reason: 'insufficient_funds' });

    const payment = await provider().getPayment(created.id);

    expect(payment).toMatchObject({ status: 'canceled', paid: false, confirmationUrl: null });
    expect(payment.cancellation).toEqual({
      party: 'payment_network',
      reason: 'insufficient_funds',
    });
  });

  it('answers the same payment to a repeated idempotence key, and makes no second one', async () => {
    const input = paymentInput();
    const before = server.payments().length;

    const first = await provider().createPayment(input);
    const second = await provider().createPayment(input);

    expect(second.id).toBe(first.id);
    expect(server.payments().length).toBe(before + 1);
    expect(requestsFor(input.idempotenceKey)).toHaveLength(2);
  });

  it('refuses the same key with other data: a 4xx, not retryable', async () => {
    const input = paymentInput();
    await provider().createPayment(input);

    const other = provider().createPayment({
      ...input,
      amount: { value: '9900.00', currency: 'RUB' },
    });

    await expect(other).rejects.toMatchObject({ retryable: false, status: 400 });
    await expect(other).rejects.toThrow(/Idempotence key duplicated/);
  });

  it('reads back the payment a notification names', async () => {
    const created = await provider().createPayment(paymentInput());
    server.succeedPayment(created.id);

    const notification = parseNotification(server.notification('payment.succeeded', created.id));

    expect(notification).toEqual({
      event: 'payment.succeeded',
      objectId: created.id,
      kind: 'payment',
    });
    expect((await provider().getPayment(created.id)).status).toBe('succeeded');
  });

  it('treats an unknown payment as not found, not as a failure to repeat', async () => {
    const unknown = provider().getPayment(randomUUID());
    await expect(unknown).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(unknown).rejects.toMatchObject({ retryable: false, status: 404 });
  });

  it('never puts a malformed id from a notification into the URL', async () => {
    const count = server.requests.length;
    await expect(provider().getPayment('../refunds')).rejects.toMatchObject({
      retryable: false,
      status: 404,
    });
    await expect(provider().getRefund('a/b?c')).rejects.toMatchObject({ retryable: false });
    expect(server.requests.length).toBe(count);
  });
});

describe('YooKassa provider: refunds', () => {
  it('refunds a succeeded payment and reads the refund until it succeeds', async () => {
    const payment = await provider().createPayment(paymentInput());
    server.succeedPayment(payment.id);
    const key = randomUUID();

    const refund = await provider().createRefund({
      idempotenceKey: key,
      paymentId: payment.id,
      amount: { value: '7400.00', currency: 'RUB' },
      description: `Возврат по гарантии, платёж ${payment.id}`,
    });

    expect(refund).toEqual({
      id: expect.any(String),
      paymentId: payment.id,
      status: 'pending',
      amount: { value: '7400.00', currency: 'RUB' },
    });
    const [request] = requestsFor(key);
    expect(request?.path).toBe('/v3/refunds');
    expect(request?.body).toEqual({
      payment_id: payment.id,
      amount: { value: '7400.00', currency: 'RUB' },
      description: `Возврат по гарантии, платёж ${payment.id}`,
    });

    server.succeedRefund(refund.id);
    expect(await provider().getRefund(refund.id)).toEqual({ ...refund, status: 'succeeded' });
  });

  it('repeats a refund with the same key without refunding twice', async () => {
    const payment = await provider().createPayment(paymentInput());
    server.succeedPayment(payment.id);
    const input = {
      idempotenceKey: randomUUID(),
      paymentId: payment.id,
      amount: { value: '7400.00', currency: 'RUB' },
      description: 'Возврат',
    };

    const first = await provider().createRefund(input);
    const second = await provider().createRefund(input);

    expect(second.id).toBe(first.id);
    expect(server.refunds().filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it('refuses to refund a payment that has not succeeded (4xx, not retryable)', async () => {
    const payment = await provider().createPayment(paymentInput());
    const refund = provider().createRefund({
      idempotenceKey: randomUUID(),
      paymentId: payment.id,
      amount: { value: '7400.00', currency: 'RUB' },
      description: 'Возврат',
    });
    await expect(refund).rejects.toMatchObject({ retryable: false, status: 400 });
  });
});
