import { countries as countriesList, type TCountryCode } from 'countries-list';
import type { CountryProfile } from './country-profile';
import { fallbackProfile } from './fallback-profile';
import { AMERICAS } from './profiles-americas';
import { ASIA } from './profiles-asia';
import { BALKANS_AND_GREECE } from './profiles-balkans';
import { CAUCASUS_AND_MOLDOVA } from './profiles-caucasus';
import { CIS } from './profiles-cis';
import { CENTRAL_AND_EASTERN_EUROPE } from './profiles-europe-east';
import { NORTHERN_EUROPE } from './profiles-europe-north';
import { SOUTH_WESTERN_EUROPE } from './profiles-europe-south-west';
import { WESTERN_EUROPE } from './profiles-europe-west';
import { MIDDLE_EAST } from './profiles-middle-east';
import { NORTH_AFRICA } from './profiles-north-africa';
import { OCEANIA_AND_AFRICA } from './profiles-oceania-africa';
import { SOUTH_EAST_ASIA } from './profiles-south-east-asia';
import { reportCurrency } from './currency-rates';

const PROFILES: Record<string, CountryProfile> = {
  ...WESTERN_EUROPE,
  ...SOUTH_WESTERN_EUROPE,
  ...NORTHERN_EUROPE,
  ...CENTRAL_AND_EASTERN_EUROPE,
  ...BALKANS_AND_GREECE,
  ...CIS,
  ...CAUCASUS_AND_MOLDOVA,
  ...ASIA,
  ...SOUTH_EAST_ASIA,
  ...MIDDLE_EAST,
  ...NORTH_AFRICA,
  ...AMERICAS,
  ...OCEANIA_AND_AFRICA,
};

// Territories without a capital in countries-list, and the place their companies would be.
const PLACES: Record<string, string> = {
  MO: 'Macau',
  AQ: 'McMurdo Station',
  BV: 'Bouvet Island',
  HM: 'Heard Island',
  UM: 'Wake Island',
};

export interface ResolvedCountry {
  profile: CountryProfile;
  currency: { code: string; unitsPerUsd: number };
  /** International dialling code without '+'. */
  phoneCode: string;
  /** Whether this country has its own profile (the rest fall back by language). */
  hasOwnProfile: boolean;
  /** countries-list continent code ('EU', 'AS', …); undefined for Abkhazia and South Ossetia. */
  continent?: string;
}

/** Everything the generator knows about a country's companies, for any two-letter code. */
export function resolveCountry(code: string, nameEn: string): ResolvedCountry {
  const upper = code.toUpperCase();
  const facts = countriesList[upper as TCountryCode] as
    (typeof countriesList)[TCountryCode] | undefined;
  const own = PROFILES[upper];
  const profile =
    own ??
    fallbackProfile(upper, {
      capital: facts?.capital || PLACES[upper] || nameEn,
      language: facts?.languages[0] ?? 'en',
      continent: facts?.continent ?? '',
    });
  return {
    profile,
    currency: reportCurrency(profile.currency ?? facts?.currency[0]),
    phoneCode: String(facts?.phone[0] ?? (upper === 'AB' || upper === 'OS' ? 7 : 1)),
    hasOwnProfile: Boolean(own),
    continent: facts?.continent,
  };
}
