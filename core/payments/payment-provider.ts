/**
 * One interface for every payment provider (the built-in test gateway, YooKassa). Amounts are
 * strings with two decimals in roubles ("7400.00"), as YooKassa's API has them.
 */
type ProviderPaymentStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amount: { value: string; currency: string };
  /** Where to send the customer to pay (while pending). */
  confirmationUrl: string | null;
  /** The order's id, as sent when creating the payment. */
  metadata: Record<string, string>;
  paid: boolean;
  /** Why a canceled payment was canceled (YooKassa's cancellation_details). */
  cancellation: { party: string; reason: string } | null;
  test: boolean;
}

type ProviderRefundStatus = 'pending' | 'succeeded' | 'canceled';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  status: ProviderRefundStatus;
  amount: { value: string; currency: string };
}

export interface CreatePaymentInput {
  /** One key per attempt: repeating a request with it never creates a second payment. */
  idempotenceKey: string;
  amount: { value: string; currency: string };
  description: string;
  returnUrl: string;
  metadata: Record<string, string>;
  /** 54-ФЗ receipt: the customer's e-mail and the one item (the report). */
  receipt: {
    email: string;
    itemDescription: string;
    vatCode: number;
  };
}

export interface RefundInput {
  idempotenceKey: string;
  paymentId: string;
  amount: { value: string; currency: string };
  description: string;
}

/**
 * A provider failure the caller may retry with the same idempotence key (5xx, timeout, network);
 * `retryable` false means the request itself was refused (4xx) and needs a new key.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: 'test' | 'yookassa';
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /** Cancels a payment held for capture (`waiting_for_capture`); any other state is refused. */
  cancelPayment(id: string, idempotenceKey: string): Promise<ProviderPayment>;
  createRefund(input: RefundInput): Promise<ProviderRefund>;
  getRefund(id: string): Promise<ProviderRefund>;
}
