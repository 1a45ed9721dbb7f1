import { z } from 'zod';
import { CountryRefSchema } from './country-ref';
import { multilineText, singleLineText } from './text';
import { REPORT_CONTENT_TYPE } from './constants';
import { TariffSchema, type Country } from './dictionary';
import { CompanySanctionsSchema } from './screening';
import {
  AT_LEAST_ONE_CRITERION_MESSAGE,
  COMPANY_CRITERIA_LIMITS,
  COMPANY_STATUSES,
  hasIdentifyingCriterion,
} from './company-search-rules';

export * from './company-search-rules';

const text = (max: number, base = singleLineText) =>
  base({ error: 'Должно быть строкой' })
    .trim()
    .max(max, { error: `Не длиннее ${max} символов` })
    .optional();

/** The criteria fields without the cross-field rule, so that both schemas below can reuse them. */
const criteriaFields = z
  .object({
    name: text(COMPANY_CRITERIA_LIMITS.name),
    regCode: text(COMPANY_CRITERIA_LIMITS.regCode),
    vatCode: text(COMPANY_CRITERIA_LIMITS.vatCode),
    address: text(COMPANY_CRITERIA_LIMITS.address),
    phone: text(COMPANY_CRITERIA_LIMITS.phone),
    email: text(COMPANY_CRITERIA_LIMITS.email),
    addInfo: text(COMPANY_CRITERIA_LIMITS.addInfo, multilineText),
  })
  .strict();

/**
 * Spec section 3, "Company search criteria". Every field is optional and trimmed; an empty
 * string means "not filled". At least one of name, regCode, vatCode must be filled: the issue
 * has no path, so the message is shown (and returned by the API) exactly as worded.
 */
export const CompanySearchCriteria = criteriaFields.check((ctx) => {
  if (!hasIdentifyingCriterion(ctx.value)) {
    ctx.issues.push({ code: 'custom', message: AT_LEAST_ONE_CRITERION_MESSAGE, input: ctx.value });
  }
});
export type CompanySearchCriteria = z.infer<typeof CompanySearchCriteria>;

/**
 * Spec section 7: POST /SearchReport/FindCompany. A missing `company` counts as an empty one,
 * so it gets the same message as a form with none of the identifying fields filled.
 */
export const FindCompanyRequest = z
  .object({
    countryId: CountryRefSchema,
    reportContentTypeId: z.literal(REPORT_CONTENT_TYPE, {
      error: `Тип отчёта должен быть '${REPORT_CONTENT_TYPE}'`,
    }),
    requestId: singleLineText().max(100).optional(),
    company: criteriaFields.optional(),
  })
  .strict()
  .check((ctx) => {
    // Checked on the request (not inside `company`) so the message carries no field prefix.
    if (!hasIdentifyingCriterion(ctx.value.company ?? {})) {
      ctx.issues.push({
        code: 'custom',
        message: AT_LEAST_ONE_CRITERION_MESSAGE,
        input: ctx.value,
      });
    }
  });
export type FindCompanyRequest = z.infer<typeof FindCompanyRequest>;

const CompanyStatusSchema = z.enum(COMPANY_STATUSES);

/**
 * Spec section 3, "Company (result)", plus the register's id (the order page's URL names it)
 * and the country code. `nameLat` is always filled: for a Latin-script name it equals `name`.
 * Fields the register does not know are null.
 */
export const CompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameLat: z.string(),
  regCode: z.string().nullable(),
  vatCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  form: z.string().nullable(),
  status: CompanyStatusSchema,
  countryCode: z.string().length(2),
});
export type Company = z.infer<typeof CompanySchema>;

/** A company with its country, for the order page (which must survive a reload). */
export type CompanyWithCountry = Company & { country: Country };

/** A company of a FindCompany answer: the register's fields and its sanctions screening. */
const FoundCompanySchema = CompanySchema.extend({ sanctions: CompanySanctionsSchema });
export type FoundCompany = z.infer<typeof FoundCompanySchema>;

/**
 * Spec section 7, the FindCompany answer. `companies` holds every match (at most
 * MAX_COMPANY_RESULTS, best first); `request` is the spec's single-company fallback: it is set
 * (and equals `companies[0]`) exactly when one company matched, so the client goes straight to
 * the order page. `error` is null on success; `reportTariffs` are the country's tariffs.
 */
export const FindCompanyResponse = z.object({
  error: z.string().nullable(),
  reportTariffs: z.array(TariffSchema),
  companies: z.array(FoundCompanySchema),
  request: FoundCompanySchema.nullable(),
  /**
   * More companies match than the MAX_COMPANY_RESULTS given: the page says only the first are
   * shown and asks for a narrower query (issue 27: the cap was silent). Not in the spec's answer.
   */
  hasMore: z.boolean(),
});
export type FindCompanyResponse = z.infer<typeof FindCompanyResponse>;
