import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-client request counts shared by every server instance (RATE_LIMIT_STORE=database): one
 * row per route and client, its count reset when its window has passed. The migration makes it
 * UNLOGGED: counters need no crash safety, and every limited request writes here.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
