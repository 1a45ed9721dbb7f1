import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/order-status';
import { isCustomerActor, type OrderActor } from '../../../contracts/order-actor';
import {
  CancelOrderInput,
  ORDER_CANCEL_REASON_LABELS,
  STAFF_ORDER_MESSAGES,
} from '../../../contracts/staff/orders';
import { orders } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { staffEmail } from '../../infrastructure';
import { customerCancelledStaffEmail } from '../../mail/templates/customer-cancel-email';
import { orderCancelledEmail } from '../../mail/templates/order-status-emails';
import { transactionWithMail } from '../../mail/with-mail';
import { lockOrderByNumber } from '../lock-order';
import { moveOrder } from '../move-order';
import { settleSupersededPayments } from '../provider/settle-superseded-payments';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { actorLabel, orderLabel } from '../order-labels';
import { orderMailFacts } from '../order-mail-facts';
import { sendToCustomer } from '../send-to-customer';
import { assertExpectedStatus } from './expected-status';
import { mailLinkKey } from '../../mail/private-links';

/**
 * Cancels an order before payment with a reason code and the words the customer reads; the
 * e-mail goes out with the change. Paid orders are refunded instead (the transition refuses).
 * Its live payments are superseded with the change and then settled with the provider.
 * The actor is a staff member (the change is audited) or the customer through the order's link
 * (staff are e-mailed instead, to stop any work on it).
 */
export async function cancelOrder(
  deps: StaffDeps,
  actor: OrderActor,
  number: string,
  rawInput: CancelOrderInput,
  expected?: OrderStatus,
): Promise<void> {
  const parsed = CancelOrderInput.safeParse(rawInput);
  if (!parsed.success) {
    throw new DomainError(400, parsed.error.issues[0]?.message ?? 'Проверьте причину отмены');
  }
  const input = parsed.data;
  const at = nowOf(deps);
  const supersededPayments = await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
    if (order.status === 'cancelled') {
      throw new DomainError(409, STAFF_ORDER_MESSAGES.alreadyCancelled);
    }
    assertExpectedStatus(order, expected);
    const label = ORDER_CANCEL_REASON_LABELS[input.reasonCode];
    const note = input.reason ? `${label}: ${input.reason}` : label;
    const moved = await moveOrder(tx, order, 'cancelled', { actor: actorLabel(actor), note, at });
    await tx
      .update(orders)
      .set({ cancelReasonCode: input.reasonCode, cancelReason: input.reason })
      .where(eq(orders.id, order.id));
    if (isCustomerActor(actor)) {
      await send({
        to: staffEmail(deps.config),
        kind: 'order-cancelled-staff',
        replyTo: order.email,
        orderId: order.id,
        ...customerCancelledStaffEmail(
          {
            number: order.number,
            companyName: order.company.name,
            countryName: order.countryName,
            contactName: order.contactName,
            email: order.email,
            wasInProgress: order.status === 'in_progress',
            reason: input.reason,
            at,
          },
          deps.config.SITE_NAME,
        ),
      });
    } else {
      await recordAudit(tx, actor, {
        action: 'order.cancel',
        objectType: 'order',
        objectId: order.number,
        summary: `${orderLabel(order)}: отменён (${label})`,
        before: { status: order.status },
        after: {
          status: 'cancelled',
          cancelReasonCode: input.reasonCode,
          cancelReason: input.reason,
        },
      });
    }
    await sendToCustomer(
      send,
      order,
      deps.config,
      'order-cancelled',
      orderCancelledEmail(
        { ...orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)), ...input },
        deps.config.SITE_NAME,
      ),
    );
    return moved.supersededPayments;
  });
  await settleSupersededPayments(deps, supersededPayments);
}
