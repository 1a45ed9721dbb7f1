import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moveOrderById } from '../../core/orders/move-order';
import { createServices } from '../../core/services';
import type { Config } from '../../core/config';
import type { FileStorage } from '../../core/storage/file-storage';
import type { DatabaseHandle } from '../../db/client';
import { orderFiles, orders } from '../../db/schema';
import { queryRows } from '../../db/query-rows';

/** A minimal but valid PDF, enough for content checks and downloads. */
export const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export interface ReadyOrder {
  id: number;
  number: string;
  token: string;
  price: number;
  email: string;
}

/**
 * An order placed through the public service and moved by staff to `ready` with a report file,
 * as the staff area would leave it (history, stored file), for payment tests.
 */
export async function placeReadyOrder(
  t: { database: DatabaseHandle; config: Config; storage: FileStorage },
  options: { email?: string; inn?: string; organisation?: string; status?: 'new' | 'ready' } = {},
): Promise<ReadyOrder> {
  const [tariff] = await queryRows<{ id: number }>(
    t.database.db,
    `select t.id from tariffs t join countries c on c.id = t.country_id where c.code = 'DE' order by t.sort_order limit 1`,
  );
  const services = createServices(t.database.db, t.config);
  const created = await services.orders.create(
    {
      idempotencyKey: randomUUID(),
      countryCode: 'de',
      company: { name: 'Zwielicht Feinmechanik GmbH', regCode: 'HRB 770011' },
      tariffId: tariff!.id,
      language: 'ru',
      languageOther: '',
      contactName: 'Анна Петрова',
      email: options.email ?? `buyer-${randomUUID().slice(0, 8)}@example.ru`,
      phone: '8-999-123-45-67',
      organisation: options.organisation ?? '',
      inn: options.inn ?? '',
      comment: '',
      consent: true,
    },
    { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'test' },
  );
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(eq(orders.number, created.orderNumber));
  if (!order) throw new Error('order not saved');
  if (options.status !== 'new') {
    await moveOrderById(t.database.db, order.id, 'in_progress', { actor: 'Тест Сотрудник' });
    const key = `orders/${order.id}/${randomUUID()}.pdf`;
    await t.storage.put(key, TINY_PDF);
    await t.database.db.insert(orderFiles).values({
      orderId: order.id,
      kind: 'report',
      storageKey: key,
      fileName: `Отчёт ${order.number}.pdf`,
      contentType: 'application/pdf',
      size: TINY_PDF.length,
      sha256: 'test',
      uploadedBy: 'Тест Сотрудник',
    });
    await moveOrderById(t.database.db, order.id, 'ready', { actor: 'Тест Сотрудник' });
  }
  return {
    id: order.id,
    number: order.number,
    token: new URL(created.statusPath, 'http://x').searchParams.get('token') ?? '',
    price: order.price,
    email: order.email,
  };
}
