import { quoteRu } from '../../contracts/quote-ru';
import { paymentOrderText } from '../orders/payment-order-text';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderDocuments, type orders } from '../../db/schema';
import type { Config } from '../config';
import { operatorDetailsFromConfig } from '../documents/operator-details';
import type { KeptPapers } from '../documents/kept-papers';
import { documentFileName } from '../documents/render-order-document';
import { FOREIGN_PRICE_MESSAGES } from '../../contracts/roubles';
import { assertRoubleOrder } from './rouble-order';

type OrderRow = typeof orders.$inferSelect;

/**
 * Whether the customer is offered a document of their order. An invoice, once issued, stays
 * theirs; the act states that the service was rendered and paid for, so it is offered for a paid
 * order only: after a full refund it would tell the buyer's accountant the opposite of what
 * happened (staff still see it in the order's payment card).
 */
export function customerSeesDocument(kind: 'invoice' | 'act', status: string): boolean {
  return kind === 'invoice' || status === 'paid';
}

/**
 * An order's invoice or act as a PDF, from what was recorded when it was issued: kept in the
 * file storage after its first download, rendered off the server's thread before that.
 */
export async function renderDocumentOf(
  deps: { db: Database; config: Config; papers: KeptPapers },
  order: OrderRow,
  kind: 'invoice' | 'act',
) {
  const { db, config } = deps;
  const [doc] = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, order.id), eq(orderDocuments.kind, kind)));
  if (!doc) return null;
  // The papers state roubles («руб.», the amount in words): never for a foreign-currency price.
  assertRoubleOrder(order, FOREIGN_PRICE_MESSAGES.document);
  const data = {
    kind,
    number: doc.number,
    date: doc.issuedOn,
    operator: operatorDetailsFromConfig(config),
    buyer: doc.buyer,
    service: {
      description: `Кредитный отчёт о компании ${quoteRu(order.company.name)} (${order.countryName}), тариф ${quoteRu(order.tariffName)}, заказ № ${order.number}`,
      quantity: 1 as const,
      unit: 'усл.' as const,
      price: doc.amount,
    },
    total: doc.amount,
    orderNumber: order.number,
    basis:
      kind === 'act' && order.invoicePaidOn && order.paymentOrderNumber
        ? paymentOrderText({
            paidOn: order.invoicePaidOn,
            paymentOrderNumber: order.paymentOrderNumber,
          })
        : undefined,
  };
  const pdf = await deps.papers.paperOf(order.id, data);
  const names = documentFileName(data);
  return {
    fileName: names.name,
    asciiFileName: names.asciiName,
    contentType: 'application/pdf',
    size: pdf.length,
    body: pdf,
  };
}
