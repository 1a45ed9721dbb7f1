import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The pending list (kB) of the GIN indexes of `companies`, which every search through them
 * reads whole: rows written since the last merge (an import, a re-import's changed rows) go
 * there first. PostgreSQL's 4 MB default made name searches three times slower after 20,000
 * rows were written; 256 kB keeps that small and still merges the entries in batches.
 */
export const COMPANY_GIN_PENDING_KB = 256;

/**
 * The company register searched by FindCompany (decisions.md section 3).
 *
 * The `*_key` columns are search keys computed in TypeScript (core/companies/normalize-*.ts)
 * when a row is written, and the same functions normalise the query: accents folded, case
 * lowered, legal-form words removed, non-Latin scripts transliterated. Keeping that logic out
 * of SQL makes PGlite and the PostgreSQL server behave identically and keeps the indexes plain
 * (no functional index over the non-IMMUTABLE unaccent()).
 *
 * There is no foreign key to `countries`: importers load millions of rows with COPY and the
 * country code is validated there instead.
 */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    /** ISO 3166-1 alpha-2, upper case, as countries.code. */
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    name: text('name').notNull(),
    /** The name in Latin script; equals `name` when that is already Latin. */
    nameLat: text('name_lat').notNull(),
    /** Normalised local name without its legal form (may be Cyrillic, Greek, CJK...). */
    nameKey: text('name_key').notNull(),
    /** Latin forms of the name (transliteration and nameLat) not already in nameKey; or ''. */
    altKey: text('alt_key').notNull().default(''),
    /** Sound keys of the Latin forms and '#' + initials, ' | ' between (phonetic-key.ts); or ''. */
    phonKey: text('phon_key').notNull().default(''),
    regCode: text('reg_code'),
    /** Registration number: upper case, letters and digits only, leading zeros dropped. */
    regKey: text('reg_key'),
    vatCode: text('vat_code'),
    /** VAT number normalised as regKey, without the country prefix (DE, GB, EL, CHE...). */
    vatKey: text('vat_key'),
    address: text('address'),
    /** Normalised address, for narrowing by the words the user typed. */
    addressKey: text('address_key'),
    phone: text('phone'),
    /** Digits only. */
    phoneKey: text('phone_key'),
    email: text('email'),
    /** Legal form as shown (GmbH, SARL, ТОО...). */
    form: text('form'),
    status: text('status').notNull().default('Active'),
    /** Where the row came from: 'demo', 'gleif', 'companies-house'... */
    source: text('source').notNull(),
    /** The row's id in its source (LEI, company number, demo sequence). */
    sourceId: text('source_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_source_idx').on(t.source, t.sourceId),
    index('companies_country_reg_idx').on(t.countryCode, t.regKey),
    index('companies_country_vat_idx').on(t.countryCode, t.vatKey),
    // Exact and prefix matches of a name, complete and in order, without the trigram index.
    index('companies_country_name_key_idx').on(t.countryCode, t.nameKey.op('text_pattern_ops')),
    index('companies_country_alt_key_idx').on(t.countryCode, t.altKey.op('text_pattern_ops')),
    // One GIN index over the country (btree_gin) and both name keys (pg_trgm): substring, prefix
    // and similarity searches within a country are answered from the index alone.
    index('companies_name_trgm_idx')
      .using('gin', t.countryCode, sql`(${t.nameKey} || ' ' || ${t.altKey}) gin_trgm_ops`)
      .with({ gin_pending_list_limit: COMPANY_GIN_PENDING_KB }),
    // Sound keys: the first one's start from the btree.
    index('companies_country_phon_key_idx').on(t.countryCode, t.phonKey.op('text_pattern_ops')),
    // Whole words of the names and of the sound keys, each prefixed by the country: a word
    // anywhere in a name is one posting list (migration 0016, company_name_words()).
    index('companies_name_words_idx')
      .using(
        'gin',
        sql`company_name_words(${t.countryCode}, ${t.nameKey}, ${t.altKey}, ${t.phonKey})`,
      )
      .with({ gin_pending_list_limit: COMPANY_GIN_PENDING_KB }),
    check(
      'companies_status_check',
      sql`${t.status} in ('Active', 'Deleted', 'In liquidation', 'Is in process of reorganization')`,
    ),
  ],
);

/**
 * Every word of the companies' names (kind ':') and sound keys (kind '=') per country, kept
 * by triggers on `companies` (migration 0016): the vocabulary a search looks a fragment or a
 * misspelt word up in before it fetches the companies bearing the words found. A word leaves
 * with the last company bearing it, deleted or renamed (migration 0018).
 */
export const companyWords = pgTable(
  'company_words',
  {
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    kind: text('kind').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    // Exact words and word starts (LIKE 'w%').
    uniqueIndex('company_words_word_idx').on(t.countryCode, t.kind, t.word.op('text_pattern_ops')),
    // Words containing a fragment or ending with it (LIKE '%f%', '%f'). Without the pending
    // list of GIN's fast update: a search probes this index a few dozen times (fragments, typo
    // patterns), and each probe would read the whole list, up to 4 MB of words not yet merged,
    // while the vocabulary grows by few words once loaded (a bulk load rebuilds the index).
    index('company_words_trgm_idx')
      .using('gin', t.countryCode, t.kind, sql`${t.word} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
