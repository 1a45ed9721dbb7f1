import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { germanPool } from './pools-europe';
import { englishPool } from './pools-world';

const gmbh = {
  short: 'GmbH',
  full: 'общество с ограниченной ответственностью (Gesellschaft mit beschränkter Haftung)',
  ceo: 'Geschäftsführer',
};
const ag = {
  short: 'AG',
  full: 'акционерное общество (Aktiengesellschaft)',
  ceo: 'Vorstandsvorsitzender',
};
const ukLtd = {
  short: 'Ltd',
  full: 'частная компания с ответственностью, ограниченной акциями (private limited company)',
  ceo: 'Managing Director',
};

export const WESTERN_EUROPE: Record<string, CountryProfile> = {
  DE: {
    pool: germanPool,
    legalForms: [gmbh, ag],
    cities: cities(
      'München:80|Hamburg:20|Frankfurt am Main:60|Köln:50|Stuttgart:70|Düsseldorf:40|Nürnberg:90|Hannover:30',
    ),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в торговом реестре',
      authority: (city) => `Amtsgericht ${city} (Handelsregister)`,
      number: (r) => `HRB ${r.int(10000, 259999)}`,
    },
    tax: { label: 'Номер плательщика НДС (USt-IdNr.)', number: (r) => `DE${r.digits(9)}` },
    classification: 'wz',
    banks: ['Deutsche Bank AG', 'Commerzbank AG', 'DZ Bank AG'],
    domain: 'de',
  },
  AT: {
    pool: germanPool,
    legalForms: [gmbh, ag],
    cities: cities('Wien:1|Graz:80|Linz:40|Salzburg:50|Innsbruck:60'),
    postcode: digitPostcode(4),
    register: {
      label: 'Номер в Фирменной книге (Firmenbuch)',
      authority: (city) => (city === 'Wien' ? 'Handelsgericht Wien' : `Landesgericht ${city}`),
      number: (r) => `FN ${r.int(100000, 599999)}${r.pick([...'abdfghikmpstvwxyz'])}`,
    },
    tax: { label: 'Номер плательщика НДС (UID)', number: (r) => `ATU${r.digits(8)}` },
    classification: 'nace',
    banks: [
      'Erste Bank der oesterreichischen Sparkassen AG',
      'Raiffeisen Bank International AG',
      'UniCredit Bank Austria AG',
    ],
    domain: 'at',
  },
  CH: {
    pool: germanPool,
    legalForms: [ag, gmbh],
    cities: cities('Zürich:80|Basel:40|Bern:30|Luzern:60|St. Gallen:90|Winterthur:84'),
    postcode: digitPostcode(4),
    register: {
      label: 'Идентификационный номер предприятия (UID)',
      authority: (city) => `Handelsregisteramt ${city}`,
      number: (r) => `CHE-${r.digits(3)}.${r.digits(3)}.${r.digits(3)}`,
    },
    tax: { label: 'Номер плательщика НДС (MWST)', number: (_r, reg) => `${reg} MWST` },
    classification: 'nace',
    banks: ['UBS Switzerland AG', 'Zürcher Kantonalbank', 'Raiffeisen Schweiz Genossenschaft'],
    domain: 'ch',
  },
  LI: {
    pool: germanPool,
    legalForms: [ag, gmbh],
    cities: cities('Vaduz:949|Schaan:949|Balzers:949'),
    postcode: digitPostcode(4),
    register: {
      label: 'Номер в торговом реестре',
      authority: () => 'Amt für Justiz, Handelsregister',
      number: (r) => `FL-0002.${r.digits(3)}.${r.digits(3)}-${r.int(0, 9)}`,
    },
    tax: { label: 'Номер плательщика НДС (MWST)', number: (r) => `${r.digits(5)}` },
    classification: 'nace',
    banks: ['LGT Bank AG', 'Liechtensteinische Landesbank AG', 'VP Bank AG'],
    domain: 'li',
  },
  GB: {
    pool: englishPool,
    legalForms: [
      ukLtd,
      {
        short: 'plc',
        full: 'публичная компания с ограниченной ответственностью (public limited company)',
        ceo: 'Chief Executive Officer',
      },
    ],
    cities: cities(
      'Manchester:M|Birmingham:B|Leeds:LS|Bristol:BS|Sheffield:S|Nottingham:NG|Leicester:LE',
    ),
    postcode: (r, prefix) => `${prefix}${r.int(1, 19)} ${r.int(1, 9)}${letters(r, 2)}`,
    register: {
      label: 'Регистрационный номер компании (Company No.)',
      authority: () => 'Companies House (England and Wales)',
      number: (r) => `${r.pick(['0', '1'])}${r.digits(7)}`,
    },
    tax: { label: 'Номер плательщика НДС (VAT Reg. No.)', number: (r) => `GB${r.digits(9)}` },
    classification: 'sic',
    banks: ['Barclays Bank UK PLC', 'HSBC UK Bank plc', 'Lloyds Bank plc', 'NatWest Bank plc'],
    domain: 'co.uk',
  },
  IE: {
    pool: englishPool,
    legalForms: [
      ukLtd,
      {
        short: 'DAC',
        full: 'компания специального назначения (designated activity company)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities('Dublin:D02|Cork:T12|Galway:H91|Limerick:V94'),
    postcode: (r, prefix) => `${prefix} ${letters(r, 1)}${r.digits(2)}${letters(r, 1)}`,
    register: {
      label: 'Номер в реестре компаний (CRO)',
      authority: () => 'Companies Registration Office',
      number: (r) => r.digits(6),
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `IE${r.digits(7)}${letters(r, 1)}` },
    classification: 'nace',
    banks: ['AIB Group plc', 'Bank of Ireland', 'Permanent TSB plc'],
    domain: 'ie',
  },
};
