import type { CountryProfile, LegalForm } from './country-profile';
import { cities, digitPostcode } from './country-profile';
import { abkhazOssetianPool, armenianPool, azerbaijaniPool, georgianPool } from './pools-cis';
import { romanianPool } from './pools-europe';

const ooo: LegalForm = {
  short: 'ООО',
  full: 'общество с ограниченной ответственностью',
  ceo: 'Директор',
  isPrefix: true,
};
const llc: LegalForm = {
  short: 'LLC',
  full: 'общество с ограниченной ответственностью',
  ceo: 'Executive Director',
};
const sixDigits = digitPostcode(6);

export const CAUCASUS_AND_MOLDOVA: Record<string, CountryProfile> = {
  AM: {
    pool: armenianPool,
    legalForms: [llc],
    cities: cities('Yerevan:00|Gyumri:31|Vanadzor:20'),
    postcode: digitPostcode(4),
    register: {
      label: 'Государственный регистрационный номер',
      authority: () => 'State Register of Legal Entities, Ministry of Justice',
      number: (r) => `${r.int(200, 290)}.${r.int(110, 199)}.${r.int(1000000, 1299999)}`,
    },
    tax: { label: 'Налоговый номер (TIN)', number: (r) => `0${r.digits(7)}` },
    classification: 'nace',
    banks: ['Ameriabank CJSC', 'Ardshinbank CJSC', 'ACBA Bank OJSC'],
    domain: 'am',
  },
  AZ: {
    pool: azerbaijaniPool,
    legalForms: [
      {
        ...llc,
        full: 'общество с ограниченной ответственностью (mehdud mesuliyyetli cemiyyet)',
        ceo: 'Director',
      },
    ],
    cities: cities('Baku:AZ10|Ganja:AZ20|Sumqayit:AZ50'),
    postcode: (r, prefix) => `${prefix}${r.digits(2)}`,
    register: {
      label: 'Налоговый идентификационный номер (VÖEN)',
      authority: () => 'State Tax Service under the Ministry of Economy',
      number: (r) => `1${r.digits(9)}`,
    },
    tax: { label: 'VÖEN', number: (_r, reg) => reg },
    classification: 'nace',
    banks: ['Kapital Bank OJSC', 'PASHA Bank OJSC', 'International Bank of Azerbaijan OJSC'],
    domain: 'az',
  },
  GE: {
    pool: georgianPool,
    legalForms: [{ ...llc, ceo: 'Director' }],
    cities: cities('Tbilisi:01|Batumi:60|Kutaisi:46'),
    postcode: digitPostcode(4),
    register: {
      label: 'Идентификационный код',
      authority: () => 'National Agency of Public Registry',
      number: (r) => `4${r.digits(8)}`,
    },
    tax: { label: 'Налоговый номер', number: (_r, reg) => reg },
    classification: 'nace',
    banks: ['Bank of Georgia JSC', 'TBC Bank JSC', 'Liberty Bank JSC'],
    domain: 'ge',
  },
  MD: {
    pool: romanianPool,
    legalForms: [
      {
        short: 'S.R.L.',
        full: 'общество с ограниченной ответственностью (societate cu răspundere limitată)',
        ceo: 'Administrator',
      },
    ],
    cities: cities('Chișinău:MD-20|Bălți:MD-31|Cahul:MD-39'),
    postcode: (r, prefix) => `${prefix}${r.digits(2)}`,
    register: {
      label: 'Государственный идентификационный номер (IDNO)',
      authority: () => 'Agenția Servicii Publice',
      number: (r) => `100${r.digits(10)}`,
    },
    tax: { label: 'Фискальный код', number: (_r, reg) => reg },
    classification: 'nace',
    banks: ['BC Moldova-Agroindbank SA', 'BC Victoriabank SA', 'OTP Bank SA'],
    domain: 'md',
  },
  AB: {
    pool: abkhazOssetianPool,
    legalForms: [ooo],
    cities: cities('Сухум:384|Гагра:384|Гудаута:384'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Министерство экономики Республики Абхазия',
      number: (r) => `1${r.digits(8)}`,
    },
    tax: { label: 'ИНН', number: (r) => `6${r.digits(9)}` },
    classification: 'okved',
    banks: [],
    domain: 'su',
    currency: 'RUB',
  },
  OS: {
    pool: abkhazOssetianPool,
    legalForms: [ooo],
    cities: cities('Цхинвал:100|Джава:100'),
    postcode: sixDigits,
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Министерство юстиции Республики Южная Осетия',
      number: (r) => `2${r.digits(8)}`,
    },
    tax: { label: 'ИНН', number: (r) => `9${r.digits(9)}` },
    classification: 'okved',
    banks: [],
    domain: 'ru',
    currency: 'RUB',
  },
};
