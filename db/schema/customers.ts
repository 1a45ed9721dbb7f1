import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * «Мои заказы» link requests waiting to be handled. The form's answer only writes a row here,
 * the same whether or not the address has orders; the mail worker's pass looks the orders up and
 * mails the link (core/customers/customer-sign-in.ts), so the answer's timing tells nothing.
 */
export const customerLinkRequests = pgTable('customer_link_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
