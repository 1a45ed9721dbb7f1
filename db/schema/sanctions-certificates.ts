import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ScreeningCheckResponse } from '../../contracts/screening';
import { companies } from './companies';

/**
 * «Справка о проверке по санкционным спискам» (issue 21): one row per certificate issued, with
 * the company exactly as checked and the whole result, so the verification page shows the same
 * record the PDF printed. The signature of its link covers all of this (never stored: rebuilt
 * from the signing key), so a row changed afterwards no longer verifies.
 */
export const sanctionsCertificates = pgTable(
  'sanctions_certificates',
  {
    id: serial('id').primaryKey(),
    /** `SC-20261127-000123`: the Moscow date of the check and the id. */
    number: text('number').notNull().unique(),
    /**
     * The register company the check was made for; null for details typed by the user. Not
     * signed: the company may leave the register, the record of the check stays genuine.
     */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    regCode: text('reg_code'),
    vatCode: text('vat_code'),
    /** ISO 3166-1 alpha-2, upper case, when the country was given. */
    countryCode: varchar('country_code', { length: 2 }),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    result: jsonb('result').$type<ScreeningCheckResponse>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Deleting companies (a register re-import) sets their certificates' link to null: without
  // this index each deleted company would scan the table.
  (t) => [index('sanctions_certificates_company_idx').on(t.companyId)],
);
