import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { OrderView, ReportLanguage } from '../../contracts/order';
import type { OrderStatus } from '../../contracts/order-status';
import type { Database } from '../../db/client';
import { orders, orderStatusHistory } from '../../db/schema';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The customer's view of an order; null unless the number and the link's token both match. */
export async function getOrderView(
  db: Database,
  number: string,
  token: string | null,
): Promise<OrderView | null> {
  if (!token || !/^\d{4}-\d{6}$/.test(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  if (!order || !sameSecret(order.accessToken, token)) return null;
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
  return {
    number: order.number,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    expectedReadyDate: order.expectedReadyDate,
    country: { code: order.countryCode, name: order.countryName },
    company: order.company,
    tariff: {
      name: order.tariffName,
      price: order.price,
      currency: order.currency,
      minDays: order.minDays,
      maxDays: order.maxDays,
    },
    language: order.language as ReportLanguage,
    languageOther: order.languageOther,
    contactName: order.contactName,
    email: order.email,
    phone: order.phone,
    organisation: order.organisation,
    // The customer sees that staff acted, not which staff member.
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      at: h.at.toISOString(),
      by: h.actor === 'customer' ? 'Вы' : h.actor === 'system' ? 'Система' : 'Сотрудник',
    })),
  };
}
