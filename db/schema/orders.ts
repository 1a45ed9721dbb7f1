import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderCompanySnapshot } from '../../contracts/order';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human-friendly number, e.g. 2026-000123. */
    number: text('number').notNull().unique(),
    /** The secret of the customer's status link; long and random, compared in full. */
    accessToken: text('access_token').notNull(),
    /** The form's key: a retried or double-clicked submission finds the order it created. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').notNull().default('new'),
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
  },
  (t) => [index('orders_status_idx').on(t.status, t.createdAt)],
);

/** Every change of status: when, from what, to what and who made it. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/** One counter per year for order numbers; an upsert makes the next number atomically. */
export const orderCounters = pgTable('order_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
