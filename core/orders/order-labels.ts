import { isCustomerActor, type OrderActor } from '../../contracts/order-actor';

/** How a staff member or the customer appears in an order's history: the name and the address. */
export function actorLabel(actor: OrderActor): string {
  return isCustomerActor(actor) ? `Клиент <${actor.email}>` : `${actor.name} <${actor.email}>`;
}

/** «Заказ 2026-000012» for audit summaries. */
export function orderLabel(order: { number: string }): string {
  return `Заказ ${order.number}`;
}
