import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MyOrderSummary } from '../../contracts/my-orders';
import type { Database } from '../../db/client';
import { orderDocuments, orderFiles, orders } from '../../db/schema';
import type { Config } from '../config';
import { customerFileNames, type NamedFile } from '../orders/customer-file-names';
import { statusPath } from '../orders/order-links';
import { orderAccessToken } from '../orders/order-token';
import { documentPath } from '../orders/order-links';
import { customerSeesDocument } from '../payments/order-documents';

/** Every order placed with an address, newest first, with what the customer may download. */
export async function listCustomerOrders(
  db: Database,
  config: Config,
  email: string,
): Promise<MyOrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(sql`lower(${orders.email})`, email))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [files, documents] = await Promise.all([
    db
      .select({
        id: orderFiles.id,
        orderId: orderFiles.orderId,
        fileName: orderFiles.fileName,
        kind: orderFiles.kind,
      })
      .from(orderFiles)
      .where(and(inArray(orderFiles.orderId, ids), isNull(orderFiles.removedAt))),
    db
      .select({ orderId: orderDocuments.orderId, kind: orderDocuments.kind })
      .from(orderDocuments)
      .where(inArray(orderDocuments.orderId, ids)),
  ]);
  return rows.map((order) => {
    const isPaid = order.status === 'paid' || order.status === 'refunded';
    const token = orderAccessToken(config, order);
    return {
      number: order.number,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      companyName: order.company.name,
      countryName: order.countryName,
      tariffName: order.tariffName,
      price: order.price,
      currency: order.currency,
      statusPath: statusPath(order.number, token),
      files: isPaid
        ? listedFiles(
            order.number,
            files.filter((f) => f.orderId === order.id),
          )
        : [],
      documents: documents
        .filter((d) => d.orderId === order.id && customerSeesDocument(d.kind, order.status))
        .map((d) => ({
          kind: d.kind,
          path: documentPath(order.number, token, d.kind),
        })),
    };
  });
}

/** The files of one order under the names they download as. */
function listedFiles(number: string, files: NamedFile[]): NamedFile[] {
  const names = customerFileNames(number, files);
  return files.map(({ id, fileName, kind }) => ({
    id,
    kind,
    fileName: names.get(id)?.fileName ?? fileName,
  }));
}
