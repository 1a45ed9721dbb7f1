import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '../../contracts/payments';
import { payments } from '../../db/schema';
import { lockOrderById } from '../orders/lock-order';
import { DomainError } from '../domain-error';
import type { PaymentRow } from '../../db/schema/payments';
import { applyProviderPayment } from '../orders/provider/apply-payment';
import { requireOrderByToken } from '../orders/find-order-by-token';
import { providerAmount } from './money';
import { assertRoubleOrder } from './rouble-order';
import { paymentReturnUrl } from './payment-return-proof';
import type { PaymentDeps } from './payment-deps';
import { PaymentProviderError } from './payment-provider';

export type StartPaymentResult = { kind: 'redirect'; url: string } | { kind: 'paid' };

/** The live attempt of an order (creating or pending), or a new one: one at a time per order. */
async function liveAttempt(deps: PaymentDeps, orderId: number, amount: number, currency: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (order?.status !== 'ready') return null;
    const [live] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['creating', 'pending'])))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (live) return live;
    const [created] = await tx
      .insert(payments)
      .values({
        publicId: randomBytes(18).toString('base64url'),
        orderId,
        provider: deps.provider.name,
        idempotenceKey: randomUUID(),
        status: 'creating',
        amount,
        currency,
      })
      .returning();
    return created ?? null;
  });
}

/**
 * «Оплатить» on the status page of a ready order: reuses the order's live payment or creates
 * one at the provider (its idempotence key kept, so a retry after a failure never pays twice)
 * and answers where to send the customer. A provider that is down leaves the order `ready`.
 */
export async function startPayment(
  deps: PaymentDeps,
  orderNumber: string,
  token: string | null,
): Promise<StartPaymentResult> {
  const order = await requireOrderByToken(deps.db, deps.config, orderNumber, token);
  if (order.status === 'paid' || order.status === 'refunded') return { kind: 'paid' };
  if (order.status !== 'ready') throw new DomainError(409, PAYMENT_MESSAGES.notReady);
  assertRoubleOrder(order);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    const payment: PaymentRow | null = await liveAttempt(
      deps,
      order.id,
      order.price,
      order.currency,
    );
    if (!payment) throw new DomainError(409, PAYMENT_MESSAGES.notReady);
    try {
      const remote = payment.providerPaymentId
        ? await deps.provider.getPayment(payment.providerPaymentId)
        : await deps.provider.createPayment({
            idempotenceKey: payment.idempotenceKey,
            amount: providerAmount(payment.amount, payment.currency),
            description: `Отчёт о компании, заказ № ${order.number}`,
            returnUrl: paymentReturnUrl(deps.config, payment.publicId),
            metadata: { orderId: String(order.id), orderNumber: order.number },
            receipt: {
              email: order.email,
              itemDescription: `Кредитный отчёт о компании ${order.company.name}`,
              vatCode: deps.config.YOOKASSA_VAT_CODE,
            },
          });
      if (!payment.providerPaymentId) {
        await deps.db
          .update(payments)
          .set({
            providerPaymentId: remote.id,
            confirmationUrl: remote.confirmationUrl,
            lastError: null,
            updatedAt: sql`now()`,
          })
          .where(eq(payments.id, payment.id));
      }
      const applied = await applyProviderPayment(deps, remote);
      if (applied?.status === 'succeeded') return { kind: 'paid' };
      // The order stopped waiting for payment meanwhile (cancelled, paid by invoice).
      if (applied?.status === 'superseded' || applied?.status === 'unexpected') {
        throw new DomainError(409, PAYMENT_MESSAGES.notReady);
      }
      // A cancelled attempt (an abandoned card form that expired): start a fresh one.
      if (applied?.status === 'canceled') continue;
      const url = remote.confirmationUrl ?? payment.confirmationUrl;
      if (url) return { kind: 'redirect', url };
      throw new DomainError(503, PAYMENT_MESSAGES.providerDown);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // A refused request needs a new key next time; a failed one is repeated with the same.
      await deps.db
        .update(payments)
        .set({
          lastError: error.message.slice(0, 500),
          ...(error.retryable ? {} : { status: 'canceled' as const }),
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, payment.id));
      throw new DomainError(503, PAYMENT_MESSAGES.providerDown);
    }
  }
  throw new DomainError(503, PAYMENT_MESSAGES.providerDown);
}
