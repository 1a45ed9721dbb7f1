import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { StaffOrderServices } from '../../contracts/staff/orders';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { staffOrderServices } from '../../core/orders/staff/orders-services';
import { orders } from '../../db/schema';
import { queryRows } from '../../db/query-rows';
import { mailAsSent } from '../helpers/mail-as-sent';
import { createTestStaff } from '../helpers/staff';
import type { TestApp } from '../helpers/test-app';

/** Fixtures of the order section's tests: orders placed as customers place them, staff actors. */

export interface PlacedOrder {
  id: number;
  number: string;
  token: string;
  email: string;
}

export interface OrderOptions {
  country?: string;
  tariffIndex?: number;
  companyName?: string;
  email?: string;
  organisation?: string;
  inn?: string;
  contactName?: string;
}

/** An order through the public service (snapshot, history, e-mails), as a customer places it. */
export async function placeOrder(t: TestApp, options: OrderOptions = {}): Promise<PlacedOrder> {
  const country = (options.country ?? 'DE').toUpperCase();
  const tariffs = await queryRows<{ id: number }>(
    t.database.db,
    `select t.id from tariffs t join countries c on c.id = t.country_id
     where c.code = '${country}' and t.retired_at is null order by t.sort_order, t.id`,
  );
  const tariff = tariffs[options.tariffIndex ?? 0] ?? tariffs[0];
  if (!tariff) throw new Error(`no tariff for ${country}`);
  const email = options.email ?? `buyer-${randomUUID().slice(0, 8)}@example.ru`;
  const created = await createServices(t.database.db, t.config, t).orders.create(
    {
      idempotencyKey: randomUUID(),
      countryCode: country.toLowerCase(),
      company: {
        name: options.companyName ?? 'Zwielicht Feinmechanik GmbH',
        regCode: 'HRB 770011',
      },
      tariffId: tariff.id,
      language: 'ru',
      languageOther: '',
      contactName: options.contactName ?? 'Анна Петрова',
      email,
      phone: '8-999-123-45-67',
      organisation: options.organisation ?? '',
      inn: options.inn ?? '',
      comment: 'Нужны сведения о директорах',
      consent: true,
    },
    { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'test' },
  );
  const [row] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, created.orderNumber));
  if (!row) throw new Error('order not saved');
  return {
    id: row.id,
    number: created.orderNumber,
    token: new URL(created.statusPath, 'http://x').searchParams.get('token') ?? '',
    email,
  };
}

/** A staff member of the given role as the domain functions receive them. */
export async function staffActor(
  t: TestApp,
  name: string,
  role: 'admin' | 'manager' = 'manager',
): Promise<StaffActor> {
  const member = await createTestStaff(t.database, role, { name });
  return { id: member.id, email: member.email, role, name, ip: '127.0.0.1', requestId: 'test' };
}

/** The section's services on the test app's database, optionally at a fixed moment. */
export function orderServices(t: TestApp, now?: () => Date): StaffOrderServices {
  return staffOrderServices({
    db: t.database.db,
    config: t.config,
    mail: t.mail,
    storage: t.storage,
    now,
  });
}

export interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  order_id: number;
}

/** An order's messages as the worker sends them (see mailAsSent). */
export async function outboxOf(t: TestApp, orderId: number): Promise<OutboxRow[]> {
  const stored = await queryRows<OutboxRow>(
    t.database.db,
    `select id, "to", subject, text, html, kind, order_id from outbox where order_id = ${orderId} order by id`,
  );
  return mailAsSent(t, stored);
}

export interface AuditRow {
  action: string;
  object_type: string;
  object_id: string;
  staff_email: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export const auditOf = (t: TestApp, objectType: string, objectId: string | number) =>
  queryRows<AuditRow>(
    t.database.db,
    `select action, object_type, object_id, staff_email, summary, before, after from audit_log
     where object_type = '${objectType}' and object_id = '${objectId}' order by id`,
  );
