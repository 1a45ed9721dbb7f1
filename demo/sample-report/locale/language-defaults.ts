import type { LegalForm } from './country-profile';
import type { NamePool } from './name-pool';
import {
  armenianPool,
  azerbaijaniPool,
  centralAsianPool,
  georgianPool,
  slavicCyrillicPool,
} from './pools-cis';
import {
  albanianPool,
  bulgarianPool,
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
  arabicPool,
  chinesePool,
  englishPool,
  hebrewPool,
  japanesePool,
  koreanPool,
  persianPool,
  southAsianPool,
  southEastAsianPool,
  turkishPool,
} from './pools-world';

/** 'short|full in Russian|title of the chief executive' */
function form(spec: string, isPrefix = false): LegalForm {
  const [short = '', full = '', ceo = ''] = spec.split('|');
  return { short, full, ceo, ...(isPrefix ? { isPrefix } : {}) };
}

export const limited = form(
  'Ltd|частная компания с ограниченной ответственностью|Managing Director',
);
const coLtd = form('Co., Ltd.|общество с ограниченной ответственностью|General Director');
const llc = form('LLC|общество с ограниченной ответственностью|General Manager');
export const sarl = form(
  'SARL|общество с ограниченной ответственностью (société à responsabilité limitée)|Gérant',
);
const doo = form('d.o.o.|общество с ограниченной ответственностью|Direktor');

/** By a country's first language (countries-list): the usual names and legal form there. */
export const LANGUAGE_DEFAULTS: Record<string, [NamePool, LegalForm]> = {
  en: [englishPool, limited],
  fr: [frenchPool, sarl],
  es: [spanishPool, form('S.A.|акционерное общество (sociedad anónima)|Gerente General')],
  pt: [
    portuguesePool,
    form('Lda.|общество с ограниченной ответственностью (sociedade por quotas)|Gerente'),
  ],
  ar: [arabicPool, llc],
  nl: [dutchPool, form('N.V.|акционерное общество (naamloze vennootschap)|Directeur')],
  de: [germanPool, form('GmbH|общество с ограниченной ответственностью|Geschäftsführer')],
  it: [italianPool, form('S.r.l.|общество с ограниченной ответственностью|Amministratore unico')],
  el: [greekPool, form('Ltd|частная компания с ограниченной ответственностью|Director')],
  sq: [
    albanianPool,
    form(
      'Sh.p.k.|общество с ограниченной ответственностью (shoqëri me përgjegjësi të kufizuar)|Administrator',
    ),
  ],
  sr: [yugoslavPool, doo],
  bs: [yugoslavPool, doo],
  hr: [yugoslavPool, doo],
  mk: [yugoslavPool, { ...doo, short: 'DOOEL' }],
  bg: [bulgarianPool, form('OOD|общество с ограниченной ответственностью|Upravitel')],
  ro: [romanianPool, form('S.R.L.|общество с ограниченной ответственностью|Administrator')],
  sv: [swedishPool, form('Ab|акционерное общество (aktiebolag)|Verkställande direktör')],
  no: [danishNorwegianPool, form('AS|акционерное общество (aksjeselskap)|Daglig leder')],
  da: [danishNorwegianPool, form('ApS|частное общество с ограниченной ответственностью|Direktør')],
  fo: [danishNorwegianPool, form('Sp/f|частное общество с ограниченной ответственностью|Stjóri')],
  is: [
    danishNorwegianPool,
    form(
      'ehf.|частное общество с ограниченной ответственностью (einkahlutafélag)|Framkvæmdastjóri',
    ),
  ],
  kl: [danishNorwegianPool, form('ApS|частное общество с ограниченной ответственностью|Direktør')],
  fi: [finnishPool, form('Oy|акционерное общество (osakeyhtiö)|Toimitusjohtaja')],
  mt: [englishPool, limited],
  ga: [englishPool, limited],
  tr: [
    turkishPool,
    form('Ltd. Şti.|общество с ограниченной ответственностью (limited şirketi)|Şirket Müdürü'),
  ],
  fa: [persianPool, form('Co.|частное акционерное общество|Managing Director')],
  ps: [persianPool, limited],
  he: [hebrewPool, form('Ltd.|частная компания с ограниченной ответственностью|CEO')],
  hi: [
    southAsianPool,
    form('Private Limited|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  bn: [
    southAsianPool,
    form('Limited|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  ne: [
    southAsianPool,
    form('Pvt. Ltd.|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  si: [
    southAsianPool,
    form('(Private) Limited|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  dz: [
    southAsianPool,
    form('Pvt. Ltd.|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  dv: [
    southAsianPool,
    form('Pvt Ltd|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  zh: [chinesePool, coLtd],
  ja: [
    japanesePool,
    form('Co., Ltd.|акционерное общество (kabushiki kaisha)|Representative Director'),
  ],
  ko: [koreanPool, coLtd],
  ms: [
    southEastAsianPool,
    form('Sdn. Bhd.|частная компания с ограниченной ответственностью|Managing Director'),
  ],
  id: [
    southEastAsianPool,
    form('PT|общество с ограниченной ответственностью|Direktur Utama', true),
  ],
  vi: [southEastAsianPool, coLtd],
  th: [southEastAsianPool, coLtd],
  km: [southEastAsianPool, coLtd],
  lo: [southEastAsianPool, coLtd],
  my: [southEastAsianPool, coLtd],
  ru: [slavicCyrillicPool, form('ООО|общество с ограниченной ответственностью|Директор', true)],
  mn: [
    centralAsianPool,
    form('ХХК|общество с ограниченной ответственностью|Генеральный директор', true),
  ],
  hy: [armenianPool, llc],
  az: [azerbaijaniPool, llc],
  ka: [georgianPool, llc],
};
