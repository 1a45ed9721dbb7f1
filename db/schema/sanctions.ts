import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { SanctionsEntry } from '../../contracts/sanctions-entry';

/**
 * The official sanctions lists as last imported (core/sanctions/import-list.ts), one row per
 * list: its own publication date, when it was imported, how many entries and the hash of the
 * files, so the same files twice change nothing.
 */
export const sanctionsLists = pgTable('sanctions_lists', {
  /** 'ofac-sdn', 'ofac-cons', 'eu', 'uk', 'un' (contracts/sanctions-lists.ts). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  /** 'list': the list's own date; 'file': the files' time (OFAC's CSV has none); 'import'. */
  publishedAtSource: text('published_at_source', { enum: ['list', 'file', 'import'] }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  entryCount: integer('entry_count').notNull(),
  contentHash: text('content_hash').notNull(),
  /** The file path or address it came from. */
  source: text('source').notNull(),
});

/** One row per list entry: the whole normalised entry, and what the matcher filters by. */
export const sanctionsEntries = pgTable(
  'sanctions_entries',
  {
    id: serial('id').primaryKey(),
    listCode: text('list_code')
      .notNull()
      .references(() => sanctionsLists.code, { onDelete: 'cascade' }),
    /** The list's own id: OFAC ent_num, EU logicalId, UK UniqueID, UN DATAID. */
    entryId: text('entry_id').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    entry: jsonb('entry').$type<SanctionsEntry>().notNull(),
  },
  (t) => [uniqueIndex('sanctions_entries_list_entry_idx').on(t.listCode, t.entryId)],
);

/** Every name and alias of every entry, with the keys names are compared by. */
export const sanctionsNames = pgTable(
  'sanctions_names',
  {
    id: serial('id').primaryKey(),
    entryRowId: integer('entry_row_id')
      .notNull()
      .references(() => sanctionsEntries.id, { onDelete: 'cascade' }),
    listCode: text('list_code').notNull(),
    name: text('name').notNull(),
    /** 'primary', 'aka', 'fka', 'nka'. */
    nameType: text('name_type').notNull(),
    /** 'strong', 'weak', 'low'. */
    quality: text('quality').notNull(),
    script: text('script').notNull(),
    /** The name folded in its own script (see core/sanctions/name-keys.ts). */
    nameKey: text('name_key').notNull(),
    /** The folded name in Latin letters; equals nameKey for a Latin name. */
    latinKey: text('latin_key').notNull(),
  },
  (t) => [
    // Deleting a list's entries cascades here: without this, each deleted entry scans the table.
    index('sanctions_names_entry_idx').on(t.entryRowId),
    index('sanctions_names_latin_key_idx').on(t.latinKey),
  ],
);

/** Every number of every entry (registration, tax, LEI, IMO…), normalised for lookup. */
export const sanctionsIdentifiers = pgTable(
  'sanctions_identifiers',
  {
    id: serial('id').primaryKey(),
    entryRowId: integer('entry_row_id')
      .notNull()
      .references(() => sanctionsEntries.id, { onDelete: 'cascade' }),
    listCode: text('list_code').notNull(),
    type: text('type').notNull(),
    scheme: text('scheme').notNull(),
    value: text('value').notNull(),
    /** Upper-case letters and digits only. */
    normalized: text('normalized').notNull(),
    country: text('country'),
  },
  (t) => [
    index('sanctions_identifiers_entry_idx').on(t.entryRowId),
    index('sanctions_identifiers_normalized_idx').on(t.normalized),
  ],
);

/** Every import attempt of a list, refused ones included, newest last. */
export const sanctionsImports = pgTable(
  'sanctions_imports',
  {
    id: serial('id').primaryKey(),
    /** No foreign key: a refused first import has no list row to point to. */
    listCode: text('list_code').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Who or what ran it: 'npm run sanctions:import', 'sanctions:update', 'seed'… */
    actor: text('actor').notNull(),
    source: text('source').notNull(),
    countBefore: integer('count_before'),
    countAfter: integer('count_after'),
    contentHash: text('content_hash'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['imported', 'unchanged', 'refused', 'failed'] }).notNull(),
    /** What happened, in Russian, as shown to staff. */
    message: text('message').notNull(),
  },
  (t) => [index('sanctions_imports_list_at_idx').on(t.listCode, t.at)],
);
