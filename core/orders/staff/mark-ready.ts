import { nowOf } from '../../clock';
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderStatus } from '../../../contracts/order-status';
import type { StaffActor } from '../../../contracts/staff/roles';
import { STAFF_ORDER_MESSAGES } from '../../../contracts/staff/orders';
import { orderFiles } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { reportReadyEmail } from '../../mail/templates/order-status-emails';
import { transactionWithMail, type SendMail, type Transaction } from '../../mail/with-mail';
import { moveOrder } from '../move-order';
import { recordAudit } from '../../staff/audit/record-audit';
import type { StaffDeps } from '../../staff/staff-deps';
import { lockOrderByNumber, type LockedOrder } from '../lock-order';
import { actorLabel, orderLabel } from '../order-labels';
import { orderMailFacts } from '../order-mail-facts';
import { sendToCustomer } from '../send-to-customer';
import { assertExpectedStatus } from './expected-status';
import { mailLinkKey } from '../../mail/private-links';

/**
 * in_progress → ready inside the caller's transaction (the order already locked): refused
 * without an active report file, since the customer is told at once that the report is there.
 */
export async function markReadyIn(
  tx: Transaction,
  send: SendMail,
  deps: StaffDeps,
  actor: StaffActor,
  order: LockedOrder,
  at: Date,
): Promise<void> {
  if (order.status === 'ready') throw new DomainError(409, STAFF_ORDER_MESSAGES.alreadyReady);
  const reports = await tx
    .select({ id: orderFiles.id, fileName: orderFiles.fileName })
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.orderId, order.id),
        eq(orderFiles.kind, 'report'),
        isNull(orderFiles.removedAt),
      ),
    );
  // The move's own check comes first, so a cancelled order says so rather than «no report».
  const { from } = await moveOrder(tx, order, 'ready', {
    actor: actorLabel(actor),
    note: reports.map((r) => `Отчёт: ${r.fileName}`).join('; '),
    at,
  });
  if (reports.length === 0) throw new DomainError(409, STAFF_ORDER_MESSAGES.noReport);
  await recordAudit(tx, actor, {
    action: 'order.ready',
    objectType: 'order',
    objectId: order.number,
    summary: `${orderLabel(order)}: отчёт готов, клиент извещён`,
    before: { status: from },
    after: { status: 'ready', reportFileIds: reports.map((r) => r.id) },
  });
  await sendToCustomer(
    send,
    order,
    deps.config,
    'order-ready',
    reportReadyEmail(
      orderMailFacts(order, deps.config, await mailLinkKey(tx, deps.config)),
      deps.config.SITE_NAME,
    ),
  );
}

export async function markOrderReady(
  deps: StaffDeps,
  actor: StaffActor,
  number: string,
  expected?: OrderStatus,
): Promise<void> {
  const at = nowOf(deps);
  await transactionWithMail(deps.db, deps.mail, async (tx, send) => {
    const order = await lockOrderByNumber(tx, number, STAFF_ORDER_MESSAGES.notFound);
    // Already ready says exactly that; another status than the page showed is a stale page.
    if (order.status !== 'ready') assertExpectedStatus(order, expected);
    await markReadyIn(tx, send, deps, actor, order, at);
  });
}
