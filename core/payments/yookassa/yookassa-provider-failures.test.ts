import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startYooKassaMockServer,
  type YooKassaMockServer,
} from '../../../tests/helpers/yookassa-mock-server';
import { PaymentProviderError, type CreatePaymentInput } from '../payment-provider';
import { createYooKassaProvider, type YooKassaProviderOptions } from './yookassa-provider';

let server: YooKassaMockServer;
beforeAll(async () => {
  server = await startYooKassaMockServer();
});
afterAll(() => server.close());

const provider = (options: Partial<YooKassaProviderOptions> = {}) =>
  createYooKassaProvider({
    shopId: server.shopId,
    secretKey: server.secretKey,
    apiUrl: server.apiUrl,
    timeoutMs: 5_000,
    retryDelayMs: 10,
    ...options,
  });

const paymentInput = (): CreatePaymentInput => ({
  idempotenceKey: randomUUID(),
  amount: { value: '7400.00', currency: 'RUB' },
  description: 'Отчёт о компании, заказ № 2026-000124',
  returnUrl: 'https://inocheck.example/payment-success?payment=pub_def',
  metadata: { orderId: '124', orderNumber: '2026-000124' },
  receipt: { email: 'buyer@example.com', itemDescription: 'Кредитный отчёт', vatCode: 1 },
});

const requestsFor = (key: string) =>
  server.requests.filter((r) => r.headers['idempotence-key'] === key);

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('YooKassa provider: failures', () => {
  it('repeats once, with the same key, after an HTTP 500', async () => {
    const input = paymentInput();
    server.failNext(1);

    const payment = await provider().createPayment(input);

    expect(payment.status).toBe('pending');
    const sent = requestsFor(input.idempotenceKey);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });

  it('gets the payment made before a 500 was answered, not a second one', async () => {
    const input = paymentInput();
    const before = server.payments().length;
    server.failNext(1, { processed: true });

    await provider().createPayment(input);

    expect(server.payments().length).toBe(before + 1);
  });

  it('repeats a read after an HTTP 500 as well', async () => {
    const created = await provider().createPayment(paymentInput());
    server.failNext(1);
    expect((await provider().getPayment(created.id)).id).toBe(created.id);
  });

  it('gives up after the repeat with a retryable error when the 500s go on', async () => {
    const input = paymentInput();
    server.failNext(5);

    const error = await failure(provider().createPayment(input));

    expect(error.retryable).toBe(true);
    expect(error.status).toBe(500);
    expect(error.message).toMatch(/HTTP 500 internal_server_error/);
    expect(requestsFor(input.idempotenceKey)).toHaveLength(2);
    server.clearFaults();
  });

  it('answers a retryable error within the timeout when YooKassa hangs', async () => {
    const input = paymentInput();
    const before = server.payments().length;
    server.hangNext();
    const started = Date.now();

    const error = await failure(provider({ timeoutMs: 300 }).createPayment(input));

    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/no answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The hung request was done at YooKassa: the caller's repeat with the key finds it.
    const again = await provider().createPayment(input);
    expect(server.payments().map((p) => p.id)).toContain(again.id);
    expect(server.payments().length).toBe(before + 1);
    expect(requestsFor(input.idempotenceKey)).toHaveLength(2);
  });

  it('refuses bad credentials without retrying and without the secret in the message', async () => {
    const secretKey = 'live_WrOnGsEcReTkEy0123456789';
    const input = paymentInput();

    const error = await failure(provider({ secretKey }).createPayment(input));

    expect(error.retryable).toBe(false);
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/invalid_credentials/);
    expect(error.message).not.toContain(secretKey);
    expect(error.message).not.toContain(
      Buffer.from(`${server.shopId}:${secretKey}`).toString('base64'),
    );
    expect(error.message).not.toMatch(/authorization|basic/i);
    expect(requestsFor(input.idempotenceKey)).toHaveLength(1);
  });

  it('treats too many requests as retryable later, without an immediate repeat', async () => {
    const input = paymentInput();
    server.failNext(1, { status: 429 });

    const error = await failure(provider().createPayment(input));

    expect(error).toMatchObject({ retryable: true, status: 429 });
    expect(requestsFor(input.idempotenceKey)).toHaveLength(1);
  });

  it.each(['not-json', 'wrong-shape'] as const)(
    'turns a malformed answer (%s) into a retryable error',
    async (shape) => {
      const input = paymentInput();
      server.malformNext(shape);

      const error = await failure(provider().createPayment(input));

      expect(error.retryable).toBe(true);
      expect(error.message).toMatch(/unexpected answer/);
      expect(requestsFor(input.idempotenceKey)).toHaveLength(1);
    },
  );

  it('repeats once after a network failure, then answers a retryable error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls += 1;
      return fetch(input, init);
    };

    const error = await failure(
      provider({ apiUrl: `http://127.0.0.1:${port}/v3`, fetch: counting }).getPayment(randomUUID()),
    );

    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/network failure \(ECONNREFUSED\), also after a repeat/);
    expect(calls).toBe(2);
  });
});
