import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, notLike, sql } from 'drizzle-orm';
import { RefundRequest } from '../../../contracts/payments';
import { formatPrice } from '../../../contracts/tariff-duration';
import type { StaffActor } from '../../../contracts/staff/roles';
import { orders, orderStatusHistory, payments, refunds } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { refundMadeEmail } from '../../mail/templates/payment-emails';
import { transactionWithMail } from '../../mail/with-mail';
import { orderMailFacts } from '../order-mail-facts';
import { mailLinkKey } from '../../mail/private-links';
import { recordAudit } from '../../staff/audit/record-audit';
import { providerAmount } from '../../payments/money';
import { nowOf, type PaymentDeps } from '../../payments/payment-deps';
import { PaymentProviderError, type ProviderRefund } from '../../payments/payment-provider';
import { AUTO_REFUND_KEY_PATTERN, isAutoRefundKey } from '../provider/unexpected-payment';

type RefundRow = typeof refunds.$inferSelect;

/**
 * A refund the provider (or, for an invoice, the staff member who sent the transfer) confirmed:
 * the order becomes `refunded` and the customer is told, once.
 */
async function completeRefund(deps: PaymentDeps, refundId: number, actorLabel: string) {
  const now = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund || refund.status === 'succeeded') return;
    await tx
      .update(refunds)
      .set({ status: 'succeeded', succeededAt: now })
      .where(eq(refunds.id, refund.id));
    // Money returned because it arrived unexpectedly leaves the order as it is.
    if (isAutoRefundKey(refund.idempotenceKey)) return;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for('update');
    if (!order || order.status !== 'paid') return;
    await tx
      .update(orders)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      fromStatus: 'paid',
      toStatus: 'refunded',
      actor: actorLabel,
      note: refund.reason,
      createdAt: now,
    });
    await send({
      to: order.email,
      kind: 'refund-made',
      replyTo: deps.config.SITE_EMAIL,
      orderId: order.id,
      ...refundMadeEmail(
        {
          ...orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)),
          amount: refund.amount,
          method: refund.method,
        },
        deps.config.SITE_NAME,
      ),
    });
  });
}

/** The provider's word on a refund (its answer, or a re-read after a notification). */
export async function applyProviderRefund(
  deps: PaymentDeps,
  remote: ProviderRefund,
): Promise<void> {
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(eq(refunds.providerRefundId, remote.id));
  if (!refund) return;
  if (remote.status === 'succeeded')
    await completeRefund(deps, refund.id, 'Возврат подтверждён платёжной системой');
  else if (remote.status === 'canceled' && refund.status !== 'succeeded') {
    await deps.db.update(refunds).set({ status: 'canceled' }).where(eq(refunds.id, refund.id));
  }
}

/**
 * Staff return the full price under the guarantee. Online payments go back through the
 * provider and the order is `refunded` only on its confirmation; an order paid by invoice is
 * refunded by a bank transfer the staff member has made, so their word completes it.
 */
export async function refundOrder(
  deps: PaymentDeps,
  actor: StaffActor,
  orderId: number,
  input: RefundRequest,
): Promise<{ status: 'pending' | 'succeeded' }> {
  const { reason } = RefundRequest.parse(input);
  const prepared = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new DomainError(404, 'Заказ не найден');
    if (order.status !== 'paid') {
      throw new DomainError(409, 'Вернуть деньги можно только за оплаченный заказ');
    }
    const [open] = await tx
      .select()
      .from(refunds)
      .where(
        and(
          eq(refunds.orderId, orderId),
          inArray(refunds.status, ['creating', 'pending']),
          notLike(refunds.idempotenceKey, AUTO_REFUND_KEY_PATTERN),
        ),
      );
    if (open) return { refund: open, payment: null as null | typeof payments.$inferSelect };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.succeededAt))
      .limit(1);
    const method = order.paymentMethod === 'invoice' || !payment ? 'bank' : 'provider';
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: payment?.id ?? null,
        method,
        idempotenceKey: randomUUID(),
        status: 'creating',
        amount: order.price,
        reason,
        requestedBy: `${actor.name} <${actor.email}>`,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    await recordAudit(tx, actor, {
      action: 'order.refund',
      objectType: 'order',
      objectId: order.number,
      summary: `Заказ ${order.number}: возврат ${formatPrice(order.price, order.currency)} (${method === 'bank' ? 'банковским переводом' : 'через платёжную систему'})`,
      after: { reason, method, amount: order.price },
    });
    return { refund, payment: payment ?? null };
  });

  const { refund } = prepared;
  if (refund.method === 'bank') {
    await completeRefund(deps, refund.id, `${actor.name} (возврат переводом)`);
    return { status: 'succeeded' };
  }
  return requestProviderRefund(deps, refund);
}

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
