import type { StaffActor } from './staff/roles';

/** The customer acting on their own order through its private link (cancelling it). */
export interface CustomerActor {
  kind: 'customer';
  /** The order's e-mail address, which names the customer in its history. */
  email: string;
  ip: string;
  requestId: string;
}

/** Who changes an order: a staff member or, through the order's link, its customer. */
export type OrderActor = StaffActor | CustomerActor;

export function isCustomerActor(actor: OrderActor): actor is CustomerActor {
  return 'kind' in actor && actor.kind === 'customer';
}
