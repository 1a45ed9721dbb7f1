import { z } from 'zod';
import { COMPANY_CRITERIA_LIMITS } from './company-search-rules';
import { CountryRefSchema } from './country-ref';
import { SANCTIONS_LIST_CODES } from './sanctions-lists';
import { SCREENING_STATUSES } from './screening-status';
import { singleLineText } from './text';

/**
 * The free sanctions screening (issue 21): POST /api/Screening/Check, the badge on each
 * FindCompany company, the check page and the certificate all speak these shapes.
 */
export { SCREENING_STATUS_TEXT, type ScreeningStatus } from './screening-status';

export const SCREENING_NOTHING_TO_CHECK =
  'Укажите название компании, её регистрационный номер или ИНН';

const text = (max: number) =>
  singleLineText({ error: 'Должно быть строкой' })
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .optional();

/** `name` may be empty when a number is given; the country is optional (it only adjusts scores). */
export const ScreeningCheckRequest = z
  .object({
    countryId: CountryRefSchema.optional(),
    name: text(COMPANY_CRITERIA_LIMITS.name),
    regCode: text(COMPANY_CRITERIA_LIMITS.regCode),
    vatCode: text(COMPANY_CRITERIA_LIMITS.vatCode),
  })
  .strict()
  .check((ctx) => {
    const { name, regCode, vatCode } = ctx.value;
    if (!name && !regCode && !vatCode) {
      ctx.issues.push({ code: 'custom', message: SCREENING_NOTHING_TO_CHECK, input: ctx.value });
    }
  });
export type ScreeningCheckRequest = z.infer<typeof ScreeningCheckRequest>;

const listCode = z.enum(SANCTIONS_LIST_CODES);

/** A list as it was checked against: its own date, when we imported it, how many entries. */
const ScreeningListSchema = z.object({
  code: listCode,
  name: z.string(),
  /** ISO 8601. */
  publishedAt: z.string(),
  importedAt: z.string(),
  entries: z.number().int(),
  /** Older than SANCTIONS_MAX_AGE_DAYS: it may miss recent designations. Not in the issue's shape. */
  stale: z.boolean(),
});
export type ScreeningList = z.infer<typeof ScreeningListSchema>;

const ScreeningMatchSchema = z.object({
  list: listCode,
  /** The list's own id: OFAC ent_num, EU logicalId, UK UniqueID, UN DATAID. */
  entryId: z.string(),
  /** The entry's primary name. */
  name: z.string(),
  /** The listed name or alias that matched. */
  matchedName: z.string(),
  score: z.number(),
  programs: z.array(z.string()),
  kind: z.enum(['entity', 'individual', 'vessel', 'aircraft', 'other']),
  /** Why it matched, in Russian. */
  reasons: z.array(z.string()),
  /** The entry's other names (at most 20), for the check page. Not in the issue's shape. */
  aliases: z.array(z.string()),
  /** YYYY-MM-DD the list gives for the designation, when it does. Not in the issue's shape. */
  listedOn: z.string().nullable(),
});
export type ScreeningMatch = z.infer<typeof ScreeningMatchSchema>;

export const ScreeningCheckResponse = z.object({
  status: z.enum(SCREENING_STATUSES),
  /** ISO 8601: the moment of the check. */
  checkedAt: z.string(),
  lists: z.array(ScreeningListSchema),
  matches: z.array(ScreeningMatchSchema),
});
export type ScreeningCheckResponse = z.infer<typeof ScreeningCheckResponse>;

/** The summary each FindCompany company carries: the status and how many entries matched. */
export const CompanySanctionsSchema = z.object({
  status: z.enum(SCREENING_STATUSES),
  matches: z.number().int(),
});
export type CompanySanctions = z.infer<typeof CompanySanctionsSchema>;

/** What the check page, the certificate and the API need: a company's details as checked. */
export interface ScreenedCompany {
  name: string;
  regCode: string | null;
  vatCode: string | null;
  /** ISO 3166-1 alpha-2, when the country is known. */
  countryCode: string | null;
}

/** The lists' dates in one line, for a badge's hover and focus text. */
export interface ScreeningListsSummary {
  lists: ScreeningList[];
  /** The oldest publication date among them (ISO), null when no list is loaded. */
  oldestPublishedAt: string | null;
  anyStale: boolean;
}
