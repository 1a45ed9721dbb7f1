import {
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const countryGroups = pgTable('country_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  /** ISO 3166-1 alpha-2 in upper case ('DE'); URLs and flags use it lower-cased. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  /** Country information shown in the dialog and on the country page (Markdown), staff-editable. */
  content: text('content').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countryGroupMembers = pgTable(
  'country_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => countryGroups.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.countryId] })],
);

export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whole roubles: prices are quoted without kopecks. */
    price: integer('price').notNull(),
    currency: text('currency').notNull().default('RUB'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * What the tariff includes, shown beside its price and on its page. Null: never written, so
     * the reference seed may fill in its demo text; '' is a staff member's deliberate blank.
     */
    description: text('description'),
    /** A retired tariff is no longer offered; orders keep their own snapshot of it. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tariffs_country_name_idx').on(t.countryId, t.name)],
);

export const fileTypes = pgTable('file_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  extension: text('extension').notNull(),
  mimeType: text('mime_type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
