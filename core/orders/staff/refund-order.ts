import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notLike } from 'drizzle-orm';
import { RefundRequest } from '../../../contracts/payments';
import { formatPrice } from '../../../contracts/tariff-duration';
import type { StaffActor } from '../../../contracts/staff/roles';
import { payments, refunds } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { PaymentDeps } from '../../payments/payment-deps';
import { recordAudit } from '../../staff/audit/record-audit';
import { lockOrderById, ORDER_NOT_FOUND } from '../lock-order';
import { completeRefund } from '../provider/complete-refund';
import { requestProviderRefund } from '../provider/request-provider-refund';
import { AUTO_REFUND_KEY_PATTERN } from '../provider/unexpected-payment';

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
    const order = await lockOrderById(tx, orderId, ORDER_NOT_FOUND);
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
