import { z } from 'zod';
import { DB_ID_MAX } from './ids';
import { COUNTRY_CODE_TYPE } from './constants';
import { singleLineText } from './text';

const requestId = singleLineText().max(100).optional();
const codeType = z.literal(COUNTRY_CODE_TYPE).optional();

const CountrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().length(2),
});
export type Country = z.infer<typeof CountrySchema>;

export const TariffSchema = z.object({
  id: z.number().int(),
  tariffName: z.string(),
  tariffPrice: z.number(),
  tariffCurrency: z.string(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
});
/**
 * A tariff as the site's pages get it from the server. The API answers with TariffSchema's
 * fields only (the spec's contract; its response schemas drop the rest), so a tariff fetched
 * in the browser has no description.
 */
export type Tariff = z.infer<typeof TariffSchema> & {
  /** What the tariff includes, in a few sentences; '' when staff have not written it. */
  tariffDescription?: string;
};

const CountryGroupSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  countriesCount: z.number().int(),
});
export type CountryGroup = z.infer<typeof CountryGroupSchema>;

const FileTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  extension: z.string(),
  mimeType: z.string(),
});
export type FileType = z.infer<typeof FileTypeSchema>;

/** A country id is either the numeric id or, with codeType 'alpha2', a two-letter code. */
const countryRef = z.union(
  [z.number().int().positive().max(DB_ID_MAX), singleLineText().trim().min(1).max(10)],
  {
    error: 'Укажите страну: двухбуквенный код или идентификатор',
  },
);

export const GetCountriesRequest = z.object({ requestId, codeType }).strict();
export type GetCountriesRequest = z.infer<typeof GetCountriesRequest>;

export const GetCountryRequest = z.object({ requestId, codeType, countryId: countryRef }).strict();
export type GetCountryRequest = z.infer<typeof GetCountryRequest>;

export const GetCountriesByGroupRequest = z
  .object({
    requestId,
    groupCountryId: z.union(
      [z.number().int().positive().max(DB_ID_MAX), singleLineText().trim().min(1).max(40)],
      {
        error: 'Укажите группу стран',
      },
    ),
    codeType,
  })
  .strict();
export type GetCountriesByGroupRequest = z.infer<typeof GetCountriesByGroupRequest>;

export const GetPriceListRequest = z.object({ reqId: requestId }).strict();

const CountryWithTariffsSchema = CountrySchema.extend({ tariffs: z.array(TariffSchema) });
export type CountryWithTariffs = Country & { tariffs: Tariff[] };

export const GetCountryResponse = z.object({
  country: CountrySchema,
  tariffs: z.array(TariffSchema),
});
export type GetCountryResponse = { country: Country; tariffs: Tariff[] };

export const GetCountriesResponse = z.object({ countries: z.array(CountrySchema) });
export const CountryGroupsResponse = z.object({ countryGroups: z.array(CountryGroupSchema) });
export const GetCountriesByGroupResponse = z.object({
  group: CountryGroupSchema,
  countries: z.array(CountrySchema),
});
export const FileTypesResponse = z.object({ fileTypes: z.array(FileTypeSchema) });
export const GetPriceListResponse = z.object({ countries: z.array(CountryWithTariffsSchema) });

/** A country page's data: the GetCountry answer plus its information text. */
export interface CountryDetails extends GetCountryResponse {
  content: string;
  nameEn: string;
}
