import { INDUSTRIES, type IndustryId } from './industries';
import type { LegalForm } from './locale/country-profile';
import type { NamePool } from './locale/name-pool';
import { transliterate } from './locale/transliterate';
import type { Random } from './random';

export interface BaseName {
  /** The distinctive part of the name, without the legal form. */
  base: string;
  /** Surnames the name is made of: its founders carry them. */
  surnames: string[];
}

/** A company name in the pool's manner: after its founders, a brand word or its city. */
export function companyBaseName(
  random: Random,
  pool: NamePool,
  industry: IndustryId,
  city: string,
): BaseName {
  const word = pool.isCyrillic
    ? INDUSTRIES[industry].russianWord
    : (pool.words?.[industry] ?? INDUSTRIES[industry].word);
  const stem = random.pick(pool.stems);
  if (pool.isCityFirst) return { base: `${city.split(/[ ,]/)[0]} ${stem} ${word}`, surnames: [] };
  if (pool.isCyrillic) return { base: `${stem} ${word}`, surnames: [] };
  const [first = stem, second = stem] = random.pickSome(pool.surnames, 2);
  switch (random.int(0, 2)) {
    case 0:
      return {
        base: pool.isIndustryFirst ? `${word} ${first}` : `${first} ${word}`,
        surnames: [first],
      };
    case 1:
      return { base: pool.isIndustryFirst ? `${word} ${stem}` : `${stem} ${word}`, surnames: [] };
    default:
      return { base: `${first} & ${second}`, surnames: [first, second] };
  }
}

/** «ТОО «Алатау Логистик»», "PT Sinar Jaya Logistics", "Müller Maschinenbau GmbH". */
export function companyName(base: string, form: LegalForm, isCyrillic = false): string {
  if (!form.isPrefix) return `${base} ${form.short}`;
  return isCyrillic ? `${form.short} «${base}»` : `${form.short} ${base}`;
}

// How Cyrillic legal forms are usually given in English-language registers and contracts.
const LATIN_FORMS: Record<string, string> = {
  ООО: 'LLC',
  ТОО: 'LLP',
  АО: 'JSC',
  ОАО: 'OJSC',
  ТОВ: 'LLC',
  ОсОО: 'LLC',
  ХО: 'Economic Company',
  ХХК: 'LLC',
};

/** The name as it appears in Latin letters, for a company registered under a Cyrillic one. */
export function latinCompanyName(base: string, form: LegalForm): string {
  return `${transliterate(base)} ${LATIN_FORMS[form.short] ?? transliterate(form.short)}`;
}
