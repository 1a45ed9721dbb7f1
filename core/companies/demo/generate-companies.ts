import { countries as countriesList } from 'countries-list';
import type { CompanyStatus } from '../../../contracts/company-search';
import type { CompanyInput } from '../company-record';
import { legalFormsFor, type LegalForm } from '../legal-forms';
import { translitLanguage } from '../normalize-name';
import { countryNumbers } from '../numbers/country-numbers';
import { createRng, type Rng } from '../random';
import { hasNonLatin, toLatin } from '../transliterate';
import { packFor } from './country-packs';
import { PLACES } from './country-places';
import { FIXED_DEMO_COMPANIES } from './fixed-companies';
import { splitWord, type LanguagePack } from './packs/language-pack';

export const DEMO_SOURCE = 'demo';

/** Statuses in the proportions of a live register: most companies are active. */
const STATUSES: { status: CompanyStatus; weight: number }[] = [
  { status: 'Active', weight: 86 },
  { status: 'Deleted', weight: 7 },
  { status: 'In liquidation', weight: 4 },
  { status: 'Is in process of reorganization', weight: 3 },
];

type CountryInfo = { name: string; capital: string; phone: number[] };

interface Word {
  local: string;
  latin: string;
}

/** A pack word with its Latin form: given, or transliterated in the country's reading. */
function word(raw: string, countryCode: string): Word {
  const [local, latin] = splitWord(raw);
  if (latin) return { local, latin };
  const transliterated = toLatin(local, translitLanguage(countryCode));
  // Georgian names are written without capitals; their Latin form gets them like any name.
  const caseless = local === local.toLowerCase();
  return {
    local,
    latin: caseless
      ? transliterated.replace(
          /(^|[\s-])(\p{L})/gu,
          (_, a: string, b: string) => a + b.toUpperCase(),
        )
      : transliterated,
  };
}

function fill(pattern: string, words: Record<string, Word>, key: keyof Word): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => words[name]?.[key] ?? '');
}

function postcode(rng: Rng, pattern: string | undefined): string {
  if (!pattern) return '';
  return pattern.replace(/[#@]/g, (ch) =>
    ch === '#' ? String(rng.int(0, 9)) : String.fromCharCode(65 + rng.int(0, 25)),
  );
}

/** Latin letters and digits of a word, for a plausible e-mail domain. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function phoneNumber(rng: Rng, callingCode: number | undefined): string {
  const code = callingCode ?? 1;
  return `+${code} ${rng.int(10, 99)} ${rng.int(100, 999)} ${String(rng.int(0, 9999)).padStart(4, '0')}`;
}

function withForm(core: string, form: LegalForm, pack: LanguagePack): string {
  if (form.template) return form.template.replace('{name}', core);
  return pack.joinWithoutSpaces ? `${core}${form.abbr}` : `${core} ${form.abbr}`;
}

/** Makes one company of a country from the next values of its random source. */
function makeCompany(
  rng: Rng,
  countryCode: string,
  pack: LanguagePack,
  forms: LegalForm[],
  cities: string[],
  info: CountryInfo | undefined,
): Omit<CompanyInput, 'source' | 'sourceId'> {
  const form = rng.weighted(forms);
  const root = rng.pick(pack.roots);
  let root2 = rng.pick(pack.roots);
  if (root2 === root) root2 = pack.roots[(pack.roots.indexOf(root) + 1) % pack.roots.length]!;
  const trade = rng.pick(pack.trades);
  let trade2 = rng.pick(pack.trades);
  if (trade2 === trade)
    trade2 = pack.trades[(pack.trades.indexOf(trade) + 1) % pack.trades.length]!;
  const city = word(rng.pick(cities), countryCode);
  const words: Record<string, Word> = {
    root: word(root, countryCode),
    root2: word(root2, countryCode),
    trade: word(trade, countryCode),
    trade2: word(trade2, countryCode),
    city,
  };
  const pattern = rng.pick(pack.patterns);
  const localCore = fill(pattern, words, 'local');
  const name = withForm(localCore, form, pack);
  // Words written together get spaces in Latin: 北京华星科技 → Beijing Huaxing Technology.
  const latinPattern = pattern.replace(/\}\{/g, '} {');
  const nameLat = hasNonLatin(name) ? `${fill(latinPattern, words, 'latin')} ${form.latin}` : name;

  const numbers = countryNumbers(countryCode);
  const regCode = numbers.reg.generate(rng);
  const vatCode = numbers.vatFromReg
    ? numbers.vatFromReg(regCode)
    : numbers.vat && rng.chance(0.85)
      ? numbers.vat.generate(rng)
      : null;

  const street = word(rng.pick(pack.streets), countryCode).local;
  const house = `${rng.int(1, 180)}${rng.chance(0.1) ? rng.pick(['a', 'b', 'c']) : ''}`;
  const address = pack.address({
    street,
    house,
    postcode: postcode(rng, PLACES[countryCode]?.postcode),
    city: city.local,
  });
  const domain = slug(words.root!.latin) || 'company';
  const tld = countryCode === 'US' ? 'com' : countryCode.toLowerCase();
  return {
    countryCode,
    name,
    nameLat,
    form: form.abbr,
    regCode,
    vatCode,
    address,
    phone: rng.chance(0.8) ? phoneNumber(rng, info?.phone[0]) : null,
    email: rng.chance(0.65) ? `info@${domain}.${tld}` : null,
    status: rng.weighted(STATUSES).status,
  };
}

/**
 * The demo register of one country: its fixed companies (fixed-companies.ts) and generated
 * ones up to `count`. Deterministic: the same country and count give the same companies, and a
 * larger count extends a smaller one (company n is the same in both).
 */
export function generateDemoCompanies(countryCode: string, count: number): CompanyInput[] {
  const code = countryCode.toUpperCase();
  const info = (countriesList as Record<string, CountryInfo>)[code];
  const pack = packFor(code);
  const forms = legalFormsFor(code).filter((f) => f.weight > 0);
  const cities = PLACES[code]?.cities ?? [info?.capital || info?.name || code];
  const fixed = (FIXED_DEMO_COMPANIES[code] ?? []).map((company) => ({
    ...company,
    countryCode: code,
  }));
  const rng = createRng(`demo:${code}`);
  const companies: CompanyInput[] = [];
  for (let i = 0; i < Math.max(count, fixed.length); i++) {
    const company = fixed[i] ?? makeCompany(rng, code, pack, forms, cities, info);
    companies.push({ ...company, source: DEMO_SOURCE, sourceId: `${code}-${i + 1}` });
  }
  return companies;
}
