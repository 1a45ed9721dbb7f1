import { eq } from 'drizzle-orm';
import { PAYMENT_FAILURE_REASONS, type PaymentPublicState } from '../../contracts/payments';
import { orders, payments } from '../../db/schema';
import { statusPath } from '../orders/order-links';
import { orderAccessToken } from '../orders/order-token';
import type { PaymentRow } from '../../db/schema/payments';
import { applyProviderPayment } from '../orders/provider/apply-payment';
import type { PaymentDeps } from './payment-deps';
import { isPaymentReturnProof } from './payment-return-proof';

type PaymentStatusShown = Extract<PaymentPublicState, { kind: 'payment' }>['status'];

const PUBLIC_STATUSES = {
  creating: 'pending',
  pending: 'pending',
  succeeded: 'succeeded',
  canceled: 'canceled',
  superseded: 'not_needed',
  unexpected: 'returned',
} as const satisfies Record<PaymentRow['status'], PaymentStatusShown>;

/**
 * What the payment result pages show, looked up from the provider while the payment is still
 * open (the customer's return is no proof of anything; the provider's answer is). The order's
 * private link is given only with the return address's proof (`access`).
 */
export async function getPaymentState(
  deps: PaymentDeps,
  publicId: string | null,
  access: string | null,
): Promise<PaymentPublicState> {
  if (!publicId || !/^[\w-]{10,64}$/.test(publicId)) return { kind: 'none' };
  const [found] = await deps.db.select().from(payments).where(eq(payments.publicId, publicId));
  if (!found) return { kind: 'none' };
  let payment = found;
  if (
    (payment.status === 'pending' ||
      payment.status === 'creating' ||
      payment.status === 'superseded') &&
    payment.providerPaymentId
  ) {
    try {
      payment =
        (await applyProviderPayment(
          deps,
          await deps.provider.getPayment(payment.providerPaymentId),
        )) ?? payment;
    } catch {
      // The provider is unreachable: show the state we know, the page asks again shortly.
    }
  }
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return { kind: 'none' };
  return {
    kind: 'payment',
    status: PUBLIC_STATUSES[payment.status],
    orderNumber: order.number,
    // The order's private link only for the customer the provider sent back (see the proof).
    statusPath: isPaymentReturnProof(deps.config, publicId, access)
      ? statusPath(order.number, orderAccessToken(deps.config, order))
      : null,
    amount: payment.amount,
    currency: payment.currency,
    failureReason: payment.cancellationReason
      ? (PAYMENT_FAILURE_REASONS[payment.cancellationReason] ?? 'платёж отклонён')
      : null,
    isTest: payment.provider === 'test',
    isOrderPaid: order.status === 'paid' || order.status === 'refunded',
  };
}
