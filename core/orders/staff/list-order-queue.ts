import { and, asc, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../contracts/order-status';
import {
  isOrderOverdue,
  OPEN_ORDER_STATUSES,
  STAFF_ORDERS_PAGE_SIZE,
  type OrderQueueFilter,
  type OrderQueuePage,
} from '../../../contracts/staff/orders';
import type { Database } from '../../../db/client';
import { countries, orderFiles, orders, staffUsers, tariffs } from '../../../db/schema';
import { moscowDate } from '../working-days';
import { isOrderNumber } from '../order-number';

const isOpen = inArray(orders.status, [...OPEN_ORDER_STATUSES]);

/** Open and due before today, Moscow calendar (as the staff home page counts them). */
function overdueSql(today: string): SQL {
  return and(isOpen, lt(orders.expectedReadyDate, today)) as SQL;
}

/** `%text%` for ILIKE with the pattern characters typed by staff taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A Moscow calendar day's first instant (Moscow keeps UTC+3 all year). */
function moscowMidnight(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+03:00`);
}

/**
 * What was typed, matched where it can be: a whole order number by the unique index, an ИНН
 * exactly, an e-mail by the address alone; anything else by substring in the number, e-mail,
 * ИНН, organisation, contact and both company names.
 */
function searchCondition(q: string): SQL {
  if (isOrderNumber(q)) return eq(orders.number, q);
  if (/^\d{10}(\d{2})?$/.test(q)) return eq(orders.inn, q);
  const pattern = containsPattern(q);
  if (q.includes('@')) return ilike(orders.email, pattern);
  return or(
    ilike(orders.number, pattern),
    ilike(orders.email, pattern),
    ilike(orders.inn, pattern),
    ilike(orders.organisation, pattern),
    ilike(orders.contactName, pattern),
    sql`${orders.company}->>'name' ilike ${pattern}`,
    sql`${orders.company}->>'nameLat' ilike ${pattern}`,
  ) as SQL;
}

/** Every filter but the status tabs: the tabs' counts are taken under these. */
function baseConditions(filter: OrderQueueFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.country) conditions.push(eq(orders.countryCode, filter.country));
  if (filter.tariff) conditions.push(eq(orders.tariffName, filter.tariff));
  if (filter.from) conditions.push(gte(orders.createdAt, moscowMidnight(filter.from)));
  if (filter.to) {
    // Calendar arithmetic on the date itself; addWorkingDays would skip weekends.
    const next = new Date(`${filter.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, moscowMidnight(next.toISOString().slice(0, 10))));
  }
  if (filter.q) conditions.push(searchCondition(filter.q));
  return conditions;
}

/**
 * The work queue: open orders first, the most urgent (earliest due) on top; then the finished
 * and cancelled ones, the latest first. One query for the page, one for the tab counts, both
 * on the status and due-date indexes; the report flag and assignee come in the same query.
 */
export async function listOrderQueue(
  db: Database,
  filter: OrderQueueFilter,
  now: Date,
): Promise<OrderQueuePage> {
  const today = moscowDate(now);
  const base = baseConditions(filter);
  const where = and(
    ...base,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.overdue ? overdueSql(today) : undefined,
  );
  const hasReport = sql<boolean>`exists (select 1 from ${orderFiles}
    where ${orderFiles.orderId} = ${orders.id} and ${orderFiles.kind} = 'report'
      and ${orderFiles.removedAt} is null)`;
  const openFirst = sql`case when ${isOpen} then 0 else 1 end`;
  const [rows, countRows, countryRows, tariffRows] = await Promise.all([
    db
      .select({
        number: orders.number,
        status: orders.status,
        createdAt: orders.createdAt,
        expectedReadyDate: orders.expectedReadyDate,
        countryCode: orders.countryCode,
        countryName: orders.countryName,
        company: orders.company,
        tariffName: orders.tariffName,
        price: orders.price,
        currency: orders.currency,
        contactName: orders.contactName,
        email: orders.email,
        organisation: orders.organisation,
        inn: orders.inn,
        assigneeName: staffUsers.name,
        hasReport,
      })
      .from(orders)
      .leftJoin(staffUsers, eq(staffUsers.id, orders.assigneeId))
      .where(where)
      .orderBy(
        openFirst,
        sql`case when ${isOpen} then ${orders.expectedReadyDate} end asc`,
        sql`case when ${isOpen} then null else ${orders.expectedReadyDate} end desc`,
        sql`case when ${isOpen} then ${orders.id} else -${orders.id} end asc`,
      )
      .limit(STAFF_ORDERS_PAGE_SIZE)
      .offset((filter.page - 1) * STAFF_ORDERS_PAGE_SIZE),
    db
      .select({
        status: orders.status,
        n: count(),
        overdue: sql<number>`count(*) filter (where ${overdueSql(today)})`.mapWith(Number),
      })
      .from(orders)
      .where(and(...base))
      .groupBy(orders.status),
    db
      .select({ code: countries.code, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.name)),
    db.selectDistinct({ name: tariffs.name }).from(tariffs).orderBy(asc(tariffs.name)),
  ]);

  const counts = Object.fromEntries(
    [...ORDER_STATUSES, 'all', 'overdue'].map((key) => [key, 0]),
  ) as OrderQueuePage['counts'];
  const overdueByStatus = new Map<string, number>();
  for (const row of countRows) {
    const n = Number(row.n);
    counts[row.status] = n;
    counts.all += n;
    counts.overdue += row.overdue;
    overdueByStatus.set(row.status, row.overdue);
  }
  const total = filter.overdue
    ? filter.status
      ? (overdueByStatus.get(filter.status) ?? 0)
      : counts.overdue
    : filter.status
      ? counts[filter.status]
      : counts.all;

  return {
    rows: rows.map((r) => {
      const { status } = r;
      return {
        number: r.number,
        status,
        createdAt: r.createdAt.toISOString(),
        expectedReadyDate: r.expectedReadyDate,
        isOverdue: isOrderOverdue({ status, expectedReadyDate: r.expectedReadyDate }, today),
        country: { code: r.countryCode, name: r.countryName },
        companyName: r.company.name,
        isManualCompany: r.company.isManual,
        tariffName: r.tariffName,
        price: r.price,
        currency: r.currency,
        contactName: r.contactName,
        email: r.email,
        organisation: r.organisation,
        inn: r.inn,
        assigneeName: r.assigneeName,
        hasReport: Boolean(r.hasReport),
      };
    }),
    counts,
    total,
    filter,
    page: filter.page,
    pageSize: STAFF_ORDERS_PAGE_SIZE,
    today,
    options: { countries: countryRows, tariffs: tariffRows.map((t) => t.name) },
  };
}
