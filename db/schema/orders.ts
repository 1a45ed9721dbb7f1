import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { OrderCompanySnapshot } from '../../contracts/order';
import { ORDER_STATUSES } from '../../contracts/order-status';

/** `status in ('new', ...)` for the CHECK constraints: the database refuses a status the code does not know. */
const KNOWN_STATUSES = sql.raw(ORDER_STATUSES.map((status) => `'${status}'`).join(', '));

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-friendly number, e.g. 2026-000123. */
    number: text('number').notNull().unique(),
    /**
     * Random salt of the customer's private link. The link's token is an HMAC of the order's id
     * and this salt under SIGNING_SECRET (core/orders/order-token.ts), so the database alone
     * never yields a working link, yet staff mail and payment pages can still rebuild it.
     */
    accessSalt: text('access_salt').notNull(),
    /**
     * SHA-256 (hex) of the plain token of a link sent before tokens were derived (migration
     * 0013): those links keep working. Null for every newer order.
     */
    legacyTokenHash: text('legacy_token_hash'),
    /** The form's key: a retried or double-clicked submission finds the order it created. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /**
     * SHA-256 of the request the key first came with: the same key with another body is refused
     * rather than answered with that first order's private link. Null for orders made before.
     */
    requestHash: text('request_hash'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('new'),
    countryCode: text('country_code').notNull(),
    countryName: text('country_name').notNull(),
    /** The company as it was when ordered: later register updates do not change the order. */
    company: jsonb('company').$type<OrderCompanySnapshot>().notNull(),
    companyId: integer('company_id'),
    tariffId: integer('tariff_id'),
    tariffName: text('tariff_name').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    language: text('language').notNull(),
    languageOther: text('language_other').notNull().default(''),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    organisation: text('organisation').notNull().default(''),
    inn: text('inn').notNull().default(''),
    comment: text('comment').notNull().default(''),
    expectedReadyDate: date('expected_ready_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    /** The staff member who took the order into work. */
    assigneeId: integer('assignee_id'),
    /** Why staff cancelled it: a code of contracts/staff/orders.ts and the words sent to the customer. */
    cancelReasonCode: text('cancel_reason_code'),
    cancelReason: text('cancel_reason'),
    /** 'online' through the payment provider, or 'invoice' (a bank transfer by a company). */
    paymentMethod: text('payment_method', { enum: ['online', 'invoice'] }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A bank transfer recorded by staff: the date on the payment order and its number. */
    invoicePaidOn: date('invoice_paid_on', { mode: 'string' }),
    paymentOrderNumber: text('payment_order_number'),
  },
  (t) => [
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_due_idx').on(t.expectedReadyDate),
    check('orders_status_check', sql`${t.status} in (${KNOWN_STATUSES})`),
  ],
);

/**
 * Report files staff upload for an order (the report PDF, appendices). A replaced or removed
 * file keeps its row with `removedAt`, so the order's page can tell what was delivered when.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['report', 'appendix'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The file that took this one's place, when it was replaced rather than removed. */
    replacedById: integer('replaced_by_id'),
  },
  (t) => [index('order_files_order_idx').on(t.orderId, t.uploadedAt)],
);

/** Staff notes on an order, never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/** Every change of status: when, from what, to what and who made it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
    check('order_status_history_from_check', sql`${t.fromStatus} in (${KNOWN_STATUSES})`),
    check('order_status_history_to_check', sql`${t.toStatus} in (${KNOWN_STATUSES})`),
  ],
);

/** One counter per year for order numbers; an upsert makes the next number atomically. */
export const orderCounters = pgTable('order_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
