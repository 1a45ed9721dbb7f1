import { MESSAGES } from '../../../contracts/messages';
import { eq } from 'drizzle-orm';
import {
  CUSTOMER_CANCEL_MESSAGES,
  CustomerCancelRequest,
  type CustomerCancelInput,
} from '../../../contracts/customer-cancel';
import type { RequestClient } from '../../../contracts/request-client';
import { orders } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { cancelOrder } from '../staff/cancel-order';
import type { StaffDeps } from '../../staff/staff-deps';
import { isOrderToken } from '../order-token';
import { isOrderNumber } from '../order-number';

/**
 * The customer cancels their order from its page before the report is ready, as the offer
 * allows: the order's link is the key (a wrong one is a 404, as on the page), and the one
 * cancelling code of the service does the change, its e-mails and its payments, with the
 * customer as the actor.
 */
export async function cancelOrderByCustomer(
  deps: StaffDeps,
  number: string,
  token: string | null,
  rawInput: CustomerCancelInput,
  client: RequestClient,
): Promise<void> {
  const notFound = new DomainError(404, MESSAGES.orderNotFound);
  if (!token || !isOrderNumber(number)) throw notFound;
  const [order] = await deps.db.select().from(orders).where(eq(orders.number, number));
  if (!order || !isOrderToken(deps.config, order, token)) throw notFound;
  const parsed = CustomerCancelRequest.safeParse(rawInput);
  if (!parsed.success) {
    throw new DomainError(
      400,
      parsed.error.issues[0]?.message ?? CUSTOMER_CANCEL_MESSAGES.notCancellable,
    );
  }
  const { expected, reason } = parsed.data;
  const status = order.status;
  if (status !== 'new' && status !== 'in_progress') {
    throw new DomainError(409, CUSTOMER_CANCEL_MESSAGES.notCancellable);
  }
  if (status !== expected) throw new DomainError(409, CUSTOMER_CANCEL_MESSAGES.statusChanged);
  const actor = {
    kind: 'customer',
    email: order.email,
    ip: client.ip,
    requestId: client.requestId,
  } as const;
  try {
    // `expected` is checked again under the order's lock: staff may have moved it meanwhile.
    await cancelOrder(deps, actor, number, { reasonCode: 'customer_request', reason }, expected);
  } catch (error) {
    if (error instanceof DomainError && error.statusCode === 409) {
      throw new DomainError(409, CUSTOMER_CANCEL_MESSAGES.statusChanged);
    }
    throw error;
  }
}
