import { countries as countriesList } from 'countries-list';
import { uninhabitedCodes } from '../../db/seed/country-content';
import type { CompanyStatus } from '../../contracts/company-search';
import type { CompanyInput } from '../../core/companies/company-record';
import { DEMO_SOURCE } from '../../core/companies/demo-register';
import { legalFormsFor, type LegalForm } from '../../core/companies/legal-forms';
import { translitLanguage } from '../../core/companies/normalize-name';
import { countryNumbers } from './numbers/country-numbers';
import { createRng, type Rng } from './random';
import { hasNonLatin, toLatin } from '../../core/companies/transliterate';
import { packFor } from './country-packs';
import { PLACES } from './country-places';
import { FIXED_DEMO_COMPANIES } from './fixed-companies';
import { splitWord, type LanguagePack } from './packs/language-pack';

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

/**
 * Patterns a register fills up with once the pack's own are taken: real registers tell apart
 * companies of the same words by a place or a partner's name.
 */
function widerPatterns(pack: LanguagePack): string[] {
  const extra = pack.joinWithoutSpaces
    ? ['{city}{root}{trade}', '{root}{root2}{trade}', '{city}{root}{root2}{trade}']
    : ['{root} {trade} {city}', '{root} & {root2} {trade}', '{root} {root2} {trade} {city}'];
  return [...pack.patterns, ...extra];
}

/** The name part of a company: drawn cheaply, and checked before the rest is made. */
interface DrawnName {
  form: LegalForm;
  pattern: string;
  raw: Record<string, string>;
  /** Added to the name's core when every drawn name was taken ('2', '3' …). */
  suffix: string;
}

function drawName(
  rng: Rng,
  pack: LanguagePack,
  forms: LegalForm[],
  cities: string[],
  patterns: string[],
  suffix = '',
): DrawnName {
  const form = rng.weighted(forms);
  const root = rng.pick(pack.roots);
  let root2 = rng.pick(pack.roots);
  if (root2 === root) root2 = pack.roots[(pack.roots.indexOf(root) + 1) % pack.roots.length]!;
  const trade = rng.pick(pack.trades);
  let trade2 = rng.pick(pack.trades);
  if (trade2 === trade)
    trade2 = pack.trades[(pack.trades.indexOf(trade) + 1) % pack.trades.length]!;
  const city = rng.pick(cities);
  const pattern = rng.pick(patterns);
  return { form, pattern, raw: { root, root2, trade, trade2, city }, suffix };
}

const withSuffix = (core: string, suffix: string) => (suffix ? `${core} ${suffix}` : core);

/** The local name of a drawn name, without transliterating anything. */
function localName(drawn: DrawnName, pack: LanguagePack): string {
  const core = drawn.pattern.replace(
    /\{(\w+)\}/g,
    (_, name: string) => splitWord(drawn.raw[name] ?? '')[0],
  );
  return withForm(withSuffix(core, drawn.suffix), drawn.form, pack);
}

/** Makes the rest of a company around its name from the next values of its random source. */
function makeCompany(
  rng: Rng,
  countryCode: string,
  pack: LanguagePack,
  drawn: DrawnName,
  info: CountryInfo | undefined,
): Omit<CompanyInput, 'source' | 'sourceId'> {
  const { form, pattern, suffix } = drawn;
  const words: Record<string, Word> = Object.fromEntries(
    Object.entries(drawn.raw).map(([key, raw]) => [key, word(raw, countryCode)]),
  );
  const city = words.city!;
  const name = localName(drawn, pack);
  // Words written together get spaces in Latin: 北京华星科技 → Beijing Huaxing Technology.
  const latinPattern = pattern.replace(/\}\{/g, '} {');
  const nameLat = hasNonLatin(name)
    ? `${withSuffix(fill(latinPattern, words, 'latin'), suffix)} ${form.latin}`
    : name;

  const numbers = countryNumbers(countryCode);
  const regCode = numbers.reg.generate(rng, form.abbr);
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
 * A register refuses a second company of the same name, whatever its letter case. (Accents need
 * no folding: every name is written from the same words of the pack.)
 */
const nameKey = (name: string) => name.toLowerCase();

/** Draws per set of patterns before a taken name gets a number. */
const NAME_DRAWS = 12;

const NO_COMPANIES = new Set(uninhabitedCodes());

/** Whether the demo register has companies in the country (uninhabited territories have none). */
export function hasDemoCompanies(countryCode: string): boolean {
  return !NO_COMPANIES.has(countryCode.toUpperCase());
}

/**
 * The demo register of one country: its fixed companies (fixed-companies.ts) and generated
 * ones up to `count`, no two of the same name. Deterministic: the same country and count give
 * the same companies, and a larger count extends a smaller one (company n is the same in both).
 * Territories without companies (hasDemoCompanies) get none.
 */
export function generateDemoCompanies(countryCode: string, count: number): CompanyInput[] {
  const code = countryCode.toUpperCase();
  if (!hasDemoCompanies(code)) return [];
  const info = (countriesList as Record<string, CountryInfo>)[code];
  const pack = packFor(code);
  const forms = legalFormsFor(code).filter((f) => f.weight > 0);
  const cities = PLACES[code]?.cities ?? [info?.capital || info?.name || code];
  const fixed = (FIXED_DEMO_COMPANIES[code] ?? []).map((company) => ({
    ...company,
    countryCode: code,
  }));
  const rng = createRng(`demo:${code}`);
  const taken = new Set(fixed.map((company) => nameKey(company.name)));
  const wider = widerPatterns(pack);
  let nextNumber = 2;
  const isFree = (drawn: DrawnName) => !taken.has(nameKey(localName(drawn, pack)));
  // Once names have needed numbers, the vocabulary is nearly used up: draw less before numbering.
  let isSaturated = false;
  const uniqueName = (): DrawnName => {
    const draws = isSaturated ? 2 : NAME_DRAWS;
    for (const patterns of [pack.patterns, wider]) {
      for (let draw = 0; draw < draws; draw++) {
        const drawn = drawName(rng, pack, forms, cities, patterns);
        if (isFree(drawn)) {
          isSaturated = false;
          return drawn;
        }
      }
    }
    isSaturated = true;
    // Each number serves once, so a numbered name is free at once even at 100,000 a country.
    for (;;) {
      const drawn = drawName(rng, pack, forms, cities, wider, String(nextNumber++));
      if (isFree(drawn)) return drawn;
    }
  };
  const companies: CompanyInput[] = [];
  for (let i = 0; i < Math.max(count, fixed.length); i++) {
    const company = fixed[i] ?? makeCompany(rng, code, pack, uniqueName(), info);
    taken.add(nameKey(company.name));
    companies.push({ ...company, source: DEMO_SOURCE, sourceId: `${code}-${i + 1}` });
  }
  return companies;
}
