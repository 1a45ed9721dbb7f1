import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contracts/order-status';
import { STAFF_ORDER_MESSAGES } from '../../../contracts/staff/orders';
import { DomainError } from '../../domain-error';
import type { LockedOrder } from '../lock-order';

/** Refuses when the order is no longer in the status the staff member's page showed. */
export function assertExpectedStatus(order: LockedOrder, expected: OrderStatus | undefined) {
  if (expected && order.status !== expected) {
    throw new DomainError(409, STAFF_ORDER_MESSAGES.staleStatus(ORDER_STATUS_LABELS[order.status]));
  }
}
