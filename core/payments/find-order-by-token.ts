import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The order of a private link: null unless the number and the whole token match. */
export async function findOrderByToken(db: Database, number: string, token: string | null) {
  if (!token || !/^\d{4}-\d{6}$/.test(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  return order && sameSecret(order.accessToken, token) ? order : null;
}
