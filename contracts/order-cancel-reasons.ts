/**
 * Why staff cancel an order; the customer reads the label and the text in the e-mail. Its own
 * file because both the customer's order (contracts/order.ts) and the staff area's
 * (contracts/staff/orders.ts) name it, and the staff contract already builds on the customer's.
 */
export const ORDER_CANCEL_REASONS = [
  'company_not_found',
  'no_information',
  'customer_request',
  'duplicate',
  'other',
] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];
