import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/order-status';
import type { StaffActor } from '../../../contracts/staff/roles';
import { STAFF_ORDER_MESSAGES } from '../../../contracts/staff/orders';
import { orders, staffUsers } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { orderTakenEmail } from '../../mail/templates/order-status-emails';
import { transactionWithMail } from '../../mail/with-mail';
import { lockOrderByNumber } from '../lock-order';
import { moveOrder } from '../move-order';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { actorLabel, orderLabel } from '../order-labels';
import { orderMailFacts } from '../order-mail-facts';
import { sendToCustomer } from '../send-to-customer';
import { assertExpectedStatus } from './expected-status';
import { mailLinkKey } from '../../mail/private-links';

/**
 * new → in_progress, the actor becoming the assignee, and a note to the customer that work has
 * begun. Two staff members pressing «Взять в работу» at once: the row lock lets one through;
 * the other is told who took it.
 */
export async function takeOrder(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  expected?: OrderStatus,
): Promise<void> {
  const at = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
    if (order.status === 'in_progress') {
      const [assignee] = order.assigneeId
        ? await tx
            .select({ name: staffUsers.name })
            .from(staffUsers)
            .where(eq(staffUsers.id, order.assigneeId))
        : [];
      throw new DomainError(409, STAFF_ORDER_MESSAGES.alreadyTaken(assignee?.name ?? 'сотрудник'));
    }
    assertExpectedStatus(order, expected);
    await moveOrder(tx, order, 'in_progress', { actor: actorLabel(actor), at });
    await tx.update(orders).set({ assigneeId: actor.id }).where(eq(orders.id, order.id));
    await recordAudit(tx, actor, {
      action: 'order.take',
      objectType: 'order',
      objectId: order.number,
      summary: `${orderLabel(order)}: взят в работу`,
      before: { status: order.status, assigneeId: order.assigneeId },
      after: { status: 'in_progress', assigneeId: actor.id, assignee: actorLabel(actor) },
    });
    await sendToCustomer(
      send,
      order,
      deps.config,
      'order-taken',
      orderTakenEmail(
        orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)),
        deps.config.SITE_NAME,
      ),
    );
  });
}
