import { asc, desc, eq, sql } from 'drizzle-orm';
import type { ReportLanguage } from '../../../contracts/order';
import {
  ORDER_CANCEL_REASONS,
  type OrderCancelReason,
} from '../../../contracts/order-cancel-reasons';
import { isOrderOverdue, type StaffOrderDetail } from '../../../contracts/staff/orders';
import type { Database } from '../../../db/client';
import {
  orderFiles,
  orderNotes,
  orders,
  orderStatusHistory,
  outbox,
  staffUsers,
} from '../../../db/schema';
import type { Config } from '../../config';
import { statusPath } from '../order-links';
import { orderAccessToken } from '../order-token';
import { moscowDate } from '../working-days';
import { orderedTariff } from '../ordered-tariff';
import { isOrderNumber } from '../order-number';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function cancelReasonCode(code: string | null): OrderCancelReason | null {
  return ORDER_CANCEL_REASONS.find((c) => c === code) ?? null;
}

/**
 * Everything the order's staff page shows, in one query per list (history, notes, e-mails,
 * files), each on its order index.
 */
export async function getOrderDetail(
  db: Database,
  config: Config,
  number: string,
  now: Date,
): Promise<StaffOrderDetail | null> {
  if (!isOrderNumber(number)) return null;
  const [found] = await db
    .select({ order: orders, assigneeName: staffUsers.name, assigneeEmail: staffUsers.email })
    .from(orders)
    .leftJoin(staffUsers, eq(staffUsers.id, orders.assigneeId))
    .where(eq(orders.number, number));
  if (!found) return null;
  const { order } = found;
  const [history, notes, mail, files] = await Promise.all([
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, order.id))
      .orderBy(desc(orderNotes.createdAt), desc(orderNotes.id)),
    db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        kind: outbox.kind,
        status: outbox.status,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .where(eq(outbox.orderId, order.id))
      .orderBy(desc(outbox.createdAt), desc(outbox.id)),
    db
      .select()
      .from(orderFiles)
      .where(eq(orderFiles.orderId, order.id))
      // Active files first, the report before appendices, the newest version on top.
      .orderBy(
        sql`${orderFiles.removedAt} is not null`,
        sql`${orderFiles.kind} = 'report' desc`,
        desc(orderFiles.uploadedAt),
        desc(orderFiles.id),
      ),
  ]);
  const { status } = order;
  const today = moscowDate(now);
  return {
    id: order.id,
    number: order.number,
    status,
    createdAt: order.createdAt.toISOString(),
    expectedReadyDate: order.expectedReadyDate,
    isOverdue: isOrderOverdue({ status, expectedReadyDate: order.expectedReadyDate }, today),
    today,
    country: { code: order.countryCode, name: order.countryName },
    company: order.company,
    tariff: orderedTariff(order),
    language: order.language as ReportLanguage,
    languageOther: order.languageOther,
    customer: {
      name: order.contactName,
      email: order.email,
      phone: order.phone,
      organisation: order.organisation,
      inn: order.inn,
    },
    comment: order.comment,
    assignee:
      found.assigneeName && found.assigneeEmail
        ? { name: found.assigneeName, email: found.assigneeEmail }
        : null,
    cancellation:
      status === 'cancelled'
        ? { code: cancelReasonCode(order.cancelReasonCode), reason: order.cancelReason ?? '' }
        : null,
    paidAt: iso(order.paidAt),
    statusPath: statusPath(order.number, orderAccessToken(config, order)),
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      at: h.createdAt.toISOString(),
      actor: h.actor,
      note: h.note,
    })),
    notes: notes.map((n) => ({
      id: n.id,
      author: n.author,
      text: n.text,
      at: n.createdAt.toISOString(),
    })),
    mail: mail.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
    files: files.map((f) => ({
      id: f.id,
      kind: f.kind,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      sha256: f.sha256,
      uploadedBy: f.uploadedBy,
      uploadedAt: f.uploadedAt.toISOString(),
      removedAt: iso(f.removedAt),
      replacedById: f.replacedById,
    })),
  };
}
