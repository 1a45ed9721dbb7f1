import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderFiles, orders } from './orders';

/**
 * A payment attempt for an order through a provider. Its state changes only from what the
 * provider's API answers (never from the browser's return), under a row lock.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Names the payment in return URLs (/payment-success?payment=…); unguessable. */
    publicId: text('public_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'yookassa'] }).notNull(),
    /** One key per attempt: a retried request never makes a second payment at the provider. */
    idempotenceKey: text('idempotence_key').notNull().unique(),
    providerPaymentId: text('provider_payment_id').unique(),
    /**
     * creating: not yet confirmed by the provider (a retry reuses the key). superseded: was live
     * when its order stopped waiting for payment (cancelled, paid by invoice); a later success is
     * unexpected. unexpected: succeeded at the provider when the order no longer waited for it,
     * refunded automatically (the refund keyed by the payment).
     */
    status: text('status', {
      enum: ['creating', 'pending', 'succeeded', 'canceled', 'superseded', 'unexpected'],
    }).notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    confirmationUrl: text('confirmation_url'),
    cancellationParty: text('cancellation_party'),
    cancellationReason: text('cancellation_reason'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [index('payments_order_idx').on(t.orderId, t.createdAt)],
);

/** A refund of a payment (the 100 % guarantee); the order is refunded only once it succeeded. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** 'provider' through the payment's provider; 'bank' for an order paid by invoice. */
    method: text('method', { enum: ['provider', 'bank'] }).notNull(),
    idempotenceKey: text('idempotence_key').notNull().unique(),
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: ['creating', 'pending', 'succeeded', 'canceled'] }).notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    requestedBy: text('requested_by').notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order_idx').on(t.orderId)],
);

/** The payments of the built-in test gateway: the provider's own side, kept in our database. */
export const testGatewayPayments = pgTable('test_gateway_payments', {
  id: text('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  status: text('status', { enum: ['pending', 'succeeded', 'canceled'] }).notNull(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  receipt: jsonb('receipt').notNull(),
  cancellationReason: text('cancellation_reason'),
  refundedAmount: text('refunded_amount'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** «Счёт на оплату» and «Акт оказанных услуг» of an order: numbered once, rendered on demand. */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invoice', 'act'] }).notNull(),
    number: text('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The buyer as printed: name, ИНН, КПП, address. */
    buyer: jsonb('buyer')
      .$type<{ name: string; inn: string; kpp: string; address: string }>()
      .notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_documents_order_kind_idx').on(t.orderId, t.kind)],
);

/** Every download of a report by the customer: when, which file, how. */
export const reportDownloads = pgTable(
  'report_downloads',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => orderFiles.id, { onDelete: 'cascade' }),
    via: text('via', { enum: ['status_page', 'email_link', 'my_orders'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_downloads_order_idx').on(t.orderId, t.at)],
);

/** One-time sign-in links of "my orders": only a hash of the token is kept. */
export const customerLoginTokens = pgTable('customer_login_tokens', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's browser after following the link: it sees the orders of that e-mail. */
export const customerSessions = pgTable('customer_sessions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets the application makes for itself when none is configured (shared by instances). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A payment as read from its table; provider code and order moves share the one type. */
export type PaymentRow = typeof payments.$inferSelect;
