import { and, eq } from 'drizzle-orm';
import { InvoiceRequest } from '../../../contracts/payments';
import { orderDocuments } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { requireOrderByToken } from '../find-order-by-token';
import { lockOrderById } from '../lock-order';
import type { PaymentDeps } from '../../payments/payment-deps';

export const ACT_BUYER_MESSAGES = {
  notPaid: 'Реквизиты для акта можно указать после оплаты заказа.',
} as const;

/**
 * The buyer's details on the act of a paid order, as the customer gives them on the status page:
 * an online payment leaves the act with a name and ИНН at most, and an accountant needs the КПП
 * and the legal address. The act is rendered from the stored row, so the next download has them.
 */
export async function setActBuyer(
  deps: PaymentDeps,
  orderNumber: string,
  token: string | null,
  input: InvoiceRequest,
): Promise<void> {
  const buyer = InvoiceRequest.parse(input);
  const found = await requireOrderByToken(deps.db, deps.config, orderNumber, token);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, found.id);
    if (order?.status !== 'paid') throw new DomainError(409, ACT_BUYER_MESSAGES.notPaid);
    const updated = await tx
      .update(orderDocuments)
      .set({ buyer })
      .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, 'act')))
      .returning({ id: orderDocuments.id });
    if (!updated.length) throw new DomainError(409, ACT_BUYER_MESSAGES.notPaid);
  });
}
