import type { CountryProfile, LegalForm } from './country-profile';
import type { NamePool } from './name-pool';
import {
  armenianPool,
  azerbaijaniPool,
  centralAsianPool,
  georgianPool,
  slavicCyrillicPool,
} from './pools-cis';
import {
  bulgarianAlbanianPool,
  danishNorwegianPool,
  dutchPool,
  finnishPool,
  frenchPool,
  germanPool,
  greekPool,
  italianPool,
  portuguesePool,
  romanianPool,
  spanishPool,
  swedishPool,
  yugoslavPool,
} from './pools-europe';
import {
  africanEnglishPool,
  arabicPool,
  chinesePool,
  englishPool,
  francophoneAfricaPool,
  hebrewPool,
  japanesePool,
  koreanPool,
  persianPool,
  southAsianPool,
  southEastAsianPool,
  turkishPool,
} from './pools-world';

interface LanguageDefaults {
  pool: NamePool;
  form: LegalForm;
}

const limited: LegalForm = {
  short: 'Ltd',
  full: 'частная компания с ограниченной ответственностью',
  ceo: 'Managing Director',
};
const coLtd: LegalForm = {
  short: 'Co., Ltd.',
  full: 'общество с ограниченной ответственностью',
  ceo: 'General Director',
};
const llc: LegalForm = {
  short: 'LLC',
  full: 'общество с ограниченной ответственностью',
  ceo: 'General Manager',
};
const sarl: LegalForm = {
  short: 'SARL',
  full: 'общество с ограниченной ответственностью (société à responsabilité limitée)',
  ceo: 'Gérant',
};
const doo: LegalForm = {
  short: 'd.o.o.',
  full: 'общество с ограниченной ответственностью',
  ceo: 'Direktor',
};

/** By the country's first language (countries-list): how its companies are usually named. */
const BY_LANGUAGE: Record<string, LanguageDefaults> = {
  en: { pool: englishPool, form: limited },
  fr: { pool: frenchPool, form: sarl },
  es: {
    pool: spanishPool,
    form: {
      short: 'S.A.',
      full: 'акционерное общество (sociedad anónima)',
      ceo: 'Gerente General',
    },
  },
  pt: {
    pool: portuguesePool,
    form: {
      short: 'Lda.',
      full: 'общество с ограниченной ответственностью (sociedade por quotas)',
      ceo: 'Gerente',
    },
  },
  ar: { pool: arabicPool, form: llc },
  nl: {
    pool: dutchPool,
    form: { short: 'N.V.', full: 'акционерное общество (naamloze vennootschap)', ceo: 'Directeur' },
  },
  de: {
    pool: germanPool,
    form: {
      short: 'GmbH',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Geschäftsführer',
    },
  },
  it: {
    pool: italianPool,
    form: {
      short: 'S.r.l.',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Amministratore unico',
    },
  },
  el: {
    pool: greekPool,
    form: {
      short: 'Ltd',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Director',
    },
  },
  sq: {
    pool: bulgarianAlbanianPool,
    form: {
      short: 'Sh.p.k.',
      full: 'общество с ограниченной ответственностью (shoqëri me përgjegjësi të kufizuar)',
      ceo: 'Administrator',
    },
  },
  sr: { pool: yugoslavPool, form: doo },
  bs: { pool: yugoslavPool, form: doo },
  hr: { pool: yugoslavPool, form: doo },
  mk: { pool: yugoslavPool, form: { ...doo, short: 'DOOEL' } },
  bg: {
    pool: bulgarianAlbanianPool,
    form: { short: 'OOD', full: 'общество с ограниченной ответственностью', ceo: 'Upravitel' },
  },
  ro: {
    pool: romanianPool,
    form: {
      short: 'S.R.L.',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Administrator',
    },
  },
  sv: {
    pool: swedishPool,
    form: { short: 'Ab', full: 'акционерное общество (aktiebolag)', ceo: 'Verkställande direktör' },
  },
  no: {
    pool: danishNorwegianPool,
    form: { short: 'AS', full: 'акционерное общество (aksjeselskap)', ceo: 'Daglig leder' },
  },
  da: {
    pool: danishNorwegianPool,
    form: {
      short: 'ApS',
      full: 'частное общество с ограниченной ответственностью',
      ceo: 'Direktør',
    },
  },
  fo: {
    pool: danishNorwegianPool,
    form: {
      short: 'Sp/f',
      full: 'частное общество с ограниченной ответственностью',
      ceo: 'Stjóri',
    },
  },
  is: {
    pool: danishNorwegianPool,
    form: {
      short: 'ehf.',
      full: 'частное общество с ограниченной ответственностью (einkahlutafélag)',
      ceo: 'Framkvæmdastjóri',
    },
  },
  kl: {
    pool: danishNorwegianPool,
    form: {
      short: 'ApS',
      full: 'частное общество с ограниченной ответственностью',
      ceo: 'Direktør',
    },
  },
  fi: {
    pool: finnishPool,
    form: { short: 'Oy', full: 'акционерное общество (osakeyhtiö)', ceo: 'Toimitusjohtaja' },
  },
  mt: { pool: englishPool, form: limited },
  ga: { pool: englishPool, form: limited },
  tr: {
    pool: turkishPool,
    form: {
      short: 'Ltd. Şti.',
      full: 'общество с ограниченной ответственностью (limited şirketi)',
      ceo: 'Şirket Müdürü',
    },
  },
  fa: {
    pool: persianPool,
    form: { short: 'Co.', full: 'частное акционерное общество', ceo: 'Managing Director' },
  },
  ps: { pool: persianPool, form: limited },
  he: {
    pool: hebrewPool,
    form: { short: 'Ltd.', full: 'частная компания с ограниченной ответственностью', ceo: 'CEO' },
  },
  hi: {
    pool: southAsianPool,
    form: {
      short: 'Private Limited',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  bn: {
    pool: southAsianPool,
    form: {
      short: 'Limited',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  ne: {
    pool: southAsianPool,
    form: {
      short: 'Pvt. Ltd.',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  si: {
    pool: southAsianPool,
    form: {
      short: '(Private) Limited',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  dz: {
    pool: southAsianPool,
    form: {
      short: 'Pvt. Ltd.',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  dv: {
    pool: southAsianPool,
    form: {
      short: 'Pvt Ltd',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  zh: { pool: chinesePool, form: coLtd },
  ja: {
    pool: japanesePool,
    form: {
      short: 'Co., Ltd.',
      full: 'акционерное общество (kabushiki kaisha)',
      ceo: 'Representative Director',
    },
  },
  ko: { pool: koreanPool, form: coLtd },
  ms: {
    pool: southEastAsianPool,
    form: {
      short: 'Sdn. Bhd.',
      full: 'частная компания с ограниченной ответственностью',
      ceo: 'Managing Director',
    },
  },
  id: {
    pool: southEastAsianPool,
    form: {
      short: 'PT',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Direktur Utama',
      isPrefix: true,
    },
  },
  vi: { pool: southEastAsianPool, form: coLtd },
  th: { pool: southEastAsianPool, form: coLtd },
  km: { pool: southEastAsianPool, form: coLtd },
  lo: { pool: southEastAsianPool, form: coLtd },
  my: { pool: southEastAsianPool, form: coLtd },
  ru: {
    pool: slavicCyrillicPool,
    form: {
      short: 'ООО',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Директор',
      isPrefix: true,
    },
  },
  mn: {
    pool: centralAsianPool,
    form: {
      short: 'ХХК',
      full: 'общество с ограниченной ответственностью',
      ceo: 'Генеральный директор',
      isPrefix: true,
    },
  },
  hy: { pool: armenianPool, form: llc },
  az: { pool: azerbaijaniPool, form: llc },
  ka: { pool: georgianPool, form: llc },
};

const OHADA_FORM: LegalForm = sarl;

/**
 * A profile for a country without its own: names and legal form by language, the capital as
 * the city, generic register and tax numbers. Francophone Africa registers companies in the
 * OHADA trade register (RCCM), so its numbers follow that format.
 */
export function fallbackProfile(
  code: string,
  facts: { capital: string; language: string; continent: string },
): CountryProfile {
  const isAfrica = facts.continent === 'AF';
  const byLanguage = BY_LANGUAGE[facts.language];
  const isOhada = isAfrica && facts.language === 'fr';
  const pool = isOhada
    ? francophoneAfricaPool
    : isAfrica && (!byLanguage || facts.language === 'en')
      ? africanEnglishPool
      : (byLanguage?.pool ?? englishPool);
  const form = isOhada ? OHADA_FORM : (byLanguage?.form ?? limited);
  const isCyrillic = pool.isCyrillic === true;
  return {
    pool,
    legalForms: [form],
    cities: [{ name: facts.capital }],
    register: isOhada
      ? {
          label: 'Номер в торговом реестре (RCCM)',
          authority: (city) => `Registre du Commerce et du Crédit Mobilier de ${city}`,
          number: (r, { city, year }) =>
            `${code}-${city.name.slice(0, 3).toUpperCase()}-${year}-B-${r.digits(5)}`,
        }
      : {
          label: isCyrillic ? 'Регистрационный номер' : 'Регистрационный номер компании',
          authority: () =>
            isCyrillic ? 'Государственный реестр юридических лиц' : 'Registrar of Companies',
          number: (r) => r.digits(8),
        },
    tax: {
      label: isOhada ? 'Налоговый номер (NIF)' : 'Налоговый номер (TIN)',
      number: (r) => r.digits(10),
    },
    classification: 'isic',
    banks: [],
    domain: code.toLowerCase(),
  };
}
