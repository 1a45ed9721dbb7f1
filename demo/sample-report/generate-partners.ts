import { companyBaseName, companyName } from './company-name';
import { INDUSTRY_IDS, INDUSTRIES, type IndustryId } from './industries';
import type { CountryProfile } from './locale/country-profile';
import { countries as countriesList, type TCountryCode } from 'countries-list';
import { PARTNER_COUNTRY_NAMES, TRADE_PARTNERS } from './locale/partner-countries';
import { resolveCountry } from './locale/resolve-country';
import type { Random } from './random';
import type { Partner } from './sample-company';

/** A fictitious company of another (or the same) country, named in that country's way. */
function partnerCompany(random: Random, profile: CountryProfile, industry: IndustryId) {
  const city = random.pick(profile.cities).name;
  const form = profile.legalForms[0] as CountryProfile['legalForms'][number];
  const { base } = companyBaseName(random, profile.pool, industry, city);
  return { name: companyName(base, form, profile.pool.isCyrillic), base, form, city };
}

/** countries-list's own name when written in Latin letters ("Polska"), else the English one. */
export function nativeLatinName(code: string): string {
  const facts = countriesList[code as TCountryCode];
  const native = facts?.native ?? '';
  return /^[\p{Script=Latin}\s'-]+$/u.test(native) ? native : (facts?.name ?? code);
}

/** Three suppliers and three customers, each list with one local company and two foreign. */
export function generatePartners(
  random: Random,
  code: string,
  countryName: string,
  own: CountryProfile,
  industry: IndustryId,
): { suppliers: Partner[]; customers: Partner[] } {
  const [a, b, c, d] = random.pickSome(
    TRADE_PARTNERS.filter((partner) => partner !== code),
    4,
  );
  const { supplies, customers } = INDUSTRIES[industry];
  // null stands for the company's own country.
  const make = (subjects: string[], where: (string | null)[], shareRanges: [number, number][]) =>
    subjects.map((subject, i): Partner => {
      const partnerCode = where[i] ?? null;
      const profile = partnerCode ? resolveCountry(partnerCode, partnerCode).profile : own;
      const [min, max] = shareRanges[i] ?? [5, 8];
      return {
        name: partnerCompany(random, profile, random.pick(INDUSTRY_IDS)).name,
        country: partnerCode ? (PARTNER_COUNTRY_NAMES[partnerCode] ?? partnerCode) : countryName,
        subject,
        share: random.int(min, max),
      };
    });
  return {
    suppliers: make(
      supplies,
      [a ?? null, null, b ?? null],
      [
        [18, 28],
        [10, 17],
        [6, 9],
      ],
    ),
    customers: make(
      customers,
      [null, c ?? null, d ?? null],
      [
        [15, 24],
        [9, 14],
        [5, 8],
      ],
    ),
  };
}
