import { and, eq, ne } from 'drizzle-orm';
import { payments, refunds } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { providerAmount } from '../../payments/money';
import type { PaymentDeps } from '../../payments/payment-deps';
import { PaymentProviderError } from '../../payments/payment-provider';
import { applyProviderRefund } from './complete-refund';
import { isAutoRefundKey } from './unexpected-payment';

type RefundRow = typeof refunds.$inferSelect;

/** Asks the provider for a refund row's money back (again, with the same key, after a failure). */
export async function requestProviderRefund(deps: PaymentDeps, refund: RefundRow) {
  const [payment] = refund.paymentId
    ? await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId))
    : [];
  if (!payment?.providerPaymentId) throw new Error('refund without a provider payment');
  try {
    const remote = refund.providerRefundId
      ? await deps.provider.getRefund(refund.providerRefundId)
      : await deps.provider.createRefund({
          idempotenceKey: refund.idempotenceKey,
          paymentId: payment.providerPaymentId,
          amount: providerAmount(refund.amount, payment.currency),
          description: isAutoRefundKey(refund.idempotenceKey)
            ? `Автоматический возврат: платёж ${payment.providerPaymentId} поступил, когда заказ не ждал оплаты`
            : `Возврат по гарантии, платёж ${payment.providerPaymentId}`,
        });
    await deps.db
      .update(refunds)
      .set({
        providerRefundId: remote.id,
        status: remote.status === 'succeeded' ? 'pending' : remote.status,
        lastError: null,
      })
      // A request repeated at the same time never takes a confirmed refund back to pending.
      .where(and(eq(refunds.id, refund.id), ne(refunds.status, 'succeeded')));
    await applyProviderRefund(deps, remote);
    return {
      status: remote.status === 'succeeded' ? ('succeeded' as const) : ('pending' as const),
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await deps.db
      .update(refunds)
      .set({
        lastError: error.message.slice(0, 500),
        ...(error.retryable ? {} : { status: 'canceled' as const }),
      })
      .where(eq(refunds.id, refund.id));
    throw new DomainError(
      503,
      'Платёжная система не приняла возврат сейчас. Заказ остаётся оплаченным; повторите возврат через несколько минут.',
    );
  }
}
