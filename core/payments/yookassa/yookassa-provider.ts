import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-provider';
import { createYooKassaClient, type YooKassaClientOptions } from './yookassa-client';
import { createPaymentRequest, createRefundRequest } from './yookassa-requests';
import {
  YooKassaPaymentSchema,
  YooKassaRefundSchema,
  type YooKassaPayment,
  type YooKassaRefund,
} from './yookassa-schemas';

export type YooKassaProviderOptions = YooKassaClientOptions;

function toProviderPayment(payment: YooKassaPayment): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status,
    amount: payment.amount,
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    metadata: payment.metadata ?? {},
    paid: payment.paid,
    cancellation: payment.cancellation_details
      ? { party: payment.cancellation_details.party, reason: payment.cancellation_details.reason }
      : null,
    test: payment.test,
  };
}

function toProviderRefund(refund: YooKassaRefund): ProviderRefund {
  return {
    id: refund.id,
    paymentId: refund.payment_id,
    status: refund.status,
    amount: refund.amount,
  };
}

/**
 * An id as a path segment. Ids arrive from unsigned notifications, so anything but YooKassa's
 * id alphabet is refused before it can reach the URL (`..`, `/`, `?`): not found.
 */
function idSegment(kind: 'payment' | 'refund', id: string): string {
  if (!/^[\w-]{1,100}$/.test(id)) {
    throw new PaymentProviderError(`YooKassa: no ${kind} with a malformed id`, false, 404);
  }
  return encodeURIComponent(id);
}

/** The production provider: YooKassa's API v3 (create, read, refund, read refund). */
export function createYooKassaProvider(options: YooKassaProviderOptions): PaymentProvider {
  const call = createYooKassaClient(options);
  return {
    name: 'yookassa',
    async createPayment(input) {
      const payment = await call({
        method: 'POST',
        path: '/payments',
        body: createPaymentRequest(input),
        idempotenceKey: input.idempotenceKey,
        answer: YooKassaPaymentSchema,
      });
      return toProviderPayment(payment);
    },
    async getPayment(id) {
      const payment = await call({
        method: 'GET',
        path: `/payments/${idSegment('payment', id)}`,
        answer: YooKassaPaymentSchema,
      });
      return toProviderPayment(payment);
    },
    async cancelPayment(id, idempotenceKey) {
      const payment = await call({
        method: 'POST',
        path: `/payments/${idSegment('payment', id)}/cancel`,
        body: {},
        idempotenceKey,
        answer: YooKassaPaymentSchema,
      });
      return toProviderPayment(payment);
    },
    async createRefund(input) {
      const refund = await call({
        method: 'POST',
        path: '/refunds',
        body: createRefundRequest(input),
        idempotenceKey: input.idempotenceKey,
        answer: YooKassaRefundSchema,
      });
      return toProviderRefund(refund);
    },
    async getRefund(id) {
      const refund = await call({
        method: 'GET',
        path: `/refunds/${idSegment('refund', id)}`,
        answer: YooKassaRefundSchema,
      });
      return toProviderRefund(refund);
    },
  };
}
