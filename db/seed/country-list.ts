import { createRequire } from 'node:module';
import countriesIso, { type LocaleData } from 'i18n-iso-countries';
import { countries as countriesList, type TContinentCode } from 'countries-list';

// require() because the bundler drops JSON import attributes, which Node 20 insists on.
const require = createRequire(import.meta.url);
countriesIso.registerLocale(require('i18n-iso-countries/langs/ru.json') as LocaleData);
countriesIso.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);

export interface SeedGroup {
  slug: string;
  name: string;
  continent?: TContinentCode;
}

export const SEED_GROUPS: SeedGroup[] = [
  { slug: 'europe', name: 'Европа', continent: 'EU' },
  { slug: 'asia', name: 'Азия', continent: 'AS' },
  { slug: 'cis', name: 'СНГ' },
  { slug: 'north-america', name: 'Северная Америка', continent: 'NA' },
  { slug: 'south-america', name: 'Южная Америка', continent: 'SA' },
  { slug: 'africa', name: 'Африка', continent: 'AF' },
  { slug: 'oceania', name: 'Океания', continent: 'OC' },
  { slug: 'antarctica', name: 'Антарктида', continent: 'AN' },
];

/** Members and the associate member (Turkmenistan) of the Commonwealth of Independent States. */
const CIS = new Set(['AM', 'AZ', 'BY', 'KZ', 'KG', 'MD', 'RU', 'TJ', 'TM', 'UZ']);

/** Shorter or more usual Russian names where the library's reads awkwardly in a list. */
const NAME_OVERRIDES: Record<string, string> = {
  KP: 'КНДР',
  CN: 'Китай',
  MD: 'Молдова',
};

/** Territories the ISO list lacks but the product covers (spec: local flags for ab and os). */
const EXTRA: { code: string; name: string; nameEn: string; continent: TContinentCode }[] = [
  { code: 'AB', name: 'Абхазия', nameEn: 'Abkhazia', continent: 'AS' },
  { code: 'OS', name: 'Южная Осетия', nameEn: 'South Ossetia', continent: 'AS' },
];

export interface SeedCountry {
  code: string;
  name: string;
  nameEn: string;
  groups: string[];
}

function groupsFor(code: string, continent: TContinentCode | undefined): string[] {
  const groups = SEED_GROUPS.filter((g) => g.continent && g.continent === continent).map(
    (g) => g.slug,
  );
  if (CIS.has(code)) groups.push('cis');
  return groups;
}

export function seedCountries(): SeedCountry[] {
  const names = countriesIso.getNames('ru', { select: 'official' });
  const listed: SeedCountry[] = Object.entries(names).map(([code, name]) => ({
    code,
    name: NAME_OVERRIDES[code] ?? name,
    nameEn: countriesIso.getName(code, 'en', { select: 'official' }) ?? code,
    groups: groupsFor(code, countriesList[code as keyof typeof countriesList]?.continent),
  }));
  const extra = EXTRA.map((c) => ({ ...c, groups: groupsFor(c.code, c.continent) }));
  return [...listed, ...extra].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
