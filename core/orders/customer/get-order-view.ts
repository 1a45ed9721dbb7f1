import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OrderView, ReportLanguage } from '../../../contracts/order';
import type { Database } from '../../../db/client';
import { ORDER_CANCEL_REASONS } from '../../../contracts/order-cancel-reasons';
import { orderFiles, orders, orderStatusHistory, outbox } from '../../../db/schema';
import type { Config } from '../../config';
import { CUSTOMER_CONFIRMATION_KIND } from './create-order';
import { isOrderToken } from '../order-token';
import { orderedTariff } from '../ordered-tariff';
import { isOrderNumber } from '../order-number';

/**
 * The customer's view of an order; null unless the number and the link's token both match.
 * `isMailDelivered`: whether this server sends its outbox (SMTP configured), so a queued
 * confirmation is really on its way.
 */
export async function getOrderView(
  db: Database,
  config: Config,
  number: string,
  token: string | null,
  isMailDelivered = false,
): Promise<OrderView | null> {
  if (!token || !isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order || !isOrderToken(config, order, token)) return null;
  const history = await db
    .select({
      from: orderStatusHistory.fromStatus,
      to: orderStatusHistory.toStatus,
      at: orderStatusHistory.createdAt,
      actor: orderStatusHistory.actor,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const [report] = await db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.orderId, order.id),
        eq(orderFiles.kind, 'report'),
        isNull(orderFiles.removedAt),
      ),
    )
    .limit(1);
  // Held back for an address that got too many confirmations in the hour (create-order.ts).
  const [confirmation] = isMailDelivered
    ? await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, CUSTOMER_CONFIRMATION_KIND)))
        .limit(1)
    : [];
  const readyAt = history.findLast((h) => h.to === 'ready')?.at ?? null;
  const status = order.status;
  return {
    number: order.number,
    status,
    createdAt: order.createdAt.toISOString(),
    expectedReadyDate: order.expectedReadyDate,
    country: { code: order.countryCode, name: order.countryName },
    company: order.company,
    tariff: orderedTariff(order),
    language: order.language as ReportLanguage,
    languageOther: order.languageOther,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    organisation: order.organisation,
    inn: order.inn,
    comment: order.comment,
    // The customer sees that staff acted, not which staff member.
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      by: h.actor === 'customer' ? 'Вы' : h.actor === 'system' ? 'Система' : 'Сотрудник',
    })),
    report: { exists: Boolean(report), readyAt: readyAt?.toISOString() ?? null },
    isConfirmationMailed: Boolean(confirmation),
    cancellation:
      status === 'cancelled'
        ? {
            code: ORDER_CANCEL_REASONS.find((c) => c === order.cancelReasonCode) ?? null,
            reason: order.cancelReason ?? '',
          }
        : null,
  };
}
