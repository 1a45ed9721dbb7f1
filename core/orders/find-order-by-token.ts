import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../contracts/messages';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { DomainError } from '../domain-error';
import type { Config } from '../config';
import { isOrderToken } from './order-token';
import { isOrderNumber } from './order-number';

/** The order of a private link: null unless the number and the whole token match. */
export async function findOrderByToken(
  db: Database,
  config: Config,
  number: string,
  token: string | null,
) {
  if (!token || !isOrderNumber(number)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.number, number));
  return order && isOrderToken(config, order, token) ? order : null;
}

/** The order of a private link, for a use case that cannot go on without it: else a 404. */
export async function requireOrderByToken(
  db: Database,
  config: Config,
  number: string,
  token: string | null,
) {
  const order = await findOrderByToken(db, config, number, token);
  if (!order) throw new DomainError(404, MESSAGES.orderNotFound);
  return order;
}
