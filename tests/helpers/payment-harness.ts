import { eq } from 'drizzle-orm';
import { decideTestPayment } from '../../core/payments/test-gateway/test-gateway-provider';
import { testGatewayPayments } from '../../db/schema';
import type { TestApp } from './test-app';
import { startYooKassaMockServer, type YooKassaMockServer } from './yookassa-mock-server';

export type ProviderName = 'test' | 'yookassa';

/**
 * The provider's side of a payment test, the same for the built-in test gateway and YooKassa's
 * local stand-in: the settings the site needs, moving a payment on at the provider, posting the
 * provider's notification to the site, and what the provider holds of refunds.
 */
export interface PaymentHarness {
  env: Record<string, string>;
  /** The payment succeeds at the provider (nothing is told to the site). */
  succeed(t: TestApp, paymentId: string): Promise<void>;
  /** The provider posts its notification about the payment to the site. */
  notify(t: TestApp, paymentId: string): Promise<number>;
  /** How many refunds the provider made of the payment. */
  refundsAtProvider(t: TestApp, paymentId: string): Promise<number>;
  /** YooKassa only: the payment is held for capture (a two-stage payment); its state there. */
  holdForCapture?(paymentId: string): void;
  statusAtProvider?(paymentId: string): string;
  /** The provider confirms its pending refunds and notifies the site of each. */
  confirmRefunds(t: TestApp): Promise<void>;
  close(): Promise<void>;
}

export async function startPaymentHarness(provider: ProviderName): Promise<PaymentHarness> {
  return provider === 'test'
    ? testGatewayHarness()
    : yooKassaHarness(await startYooKassaMockServer());
}

const notification = (event: string, id: string) => ({
  type: 'notification',
  event,
  object: { id },
});

async function post(t: TestApp, payload: object): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/notifications', payload });
  return res.statusCode;
}

function testGatewayHarness(): PaymentHarness {
  return {
    env: { PAYMENT_PROVIDER: 'test' },
    async succeed(t, id) {
      await decideTestPayment(t.database.db, id, 'succeeded');
    },
    notify: (t, id) => post(t, notification('payment.succeeded', id)),
    async refundsAtProvider(t, id) {
      const [row] = await t.database.db
        .select()
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.id, id));
      return row?.refundedAmount ? 1 : 0;
    },
    // The gateway confirms a refund at once.
    confirmRefunds: async () => undefined,
    close: async () => undefined,
  };
}

function yooKassaHarness(yookassa: YooKassaMockServer): PaymentHarness {
  return {
    env: {
      PAYMENT_PROVIDER: 'yookassa',
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      YOOKASSA_API_URL: yookassa.apiUrl,
    },
    async succeed(_t, id) {
      yookassa.succeedPayment(id);
    },
    notify: (t, id) => post(t, yookassa.notification('payment.succeeded', id)),
    holdForCapture: (id) => yookassa.holdForCapture(id),
    statusAtProvider: (id) => String(yookassa.payments().find((p) => p.id === id)?.status),
    async refundsAtProvider(_t, id) {
      return yookassa.refunds().filter((r) => r.payment_id === id).length;
    },
    async confirmRefunds(t) {
      for (const refund of yookassa.refunds().filter((r) => r.status === 'pending')) {
        yookassa.succeedRefund(String(refund.id));
        await post(t, yookassa.notification('refund.succeeded', String(refund.id)));
      }
    },
    close: () => yookassa.close(),
  };
}
