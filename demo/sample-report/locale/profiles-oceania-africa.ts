import type { CountryProfile } from './country-profile';
import { alphanumeric, cities, digitPostcode, letters } from './country-profile';
import { africanEnglishPool, englishPool } from './pools-world';

const limited = {
  short: 'Limited',
  full: 'частная компания с ограниченной ответственностью (private company limited by shares)',
  ceo: 'Managing Director',
};
export const OCEANIA_AND_AFRICA: Record<string, CountryProfile> = {
  AU: {
    pool: englishPool,
    legalForms: [
      {
        short: 'Pty Ltd',
        full: 'частная компания с ограниченной ответственностью (proprietary limited company)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities('Melbourne VIC:30|Sydney NSW:20|Brisbane QLD:40|Perth WA:60|Adelaide SA:50'),
    postcode: digitPostcode(4),
    register: {
      label: 'Номер компании (ACN)',
      authority: () => 'Australian Securities and Investments Commission (ASIC)',
      number: (r) => `${r.digits(3)} ${r.digits(3)} ${r.digits(3)}`,
    },
    tax: { label: 'Бизнес-номер (ABN)', number: (r, reg) => `${r.digits(2)} ${reg}` },
    classification: 'isic',
    banks: [
      'Commonwealth Bank of Australia',
      'Westpac Banking Corporation',
      'National Australia Bank Ltd',
    ],
    domain: 'com.au',
  },
  NZ: {
    pool: englishPool,
    legalForms: [limited],
    cities: cities('Auckland:10|Wellington:60|Christchurch:80|Hamilton:32'),
    postcode: digitPostcode(4),
    register: {
      label: 'Бизнес-номер (NZBN)',
      authority: () => 'New Zealand Companies Office',
      number: (r) => `9429${r.digits(9)}`,
    },
    tax: {
      label: 'Номер плательщика GST',
      number: (r) => `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`,
    },
    classification: 'isic',
    banks: ['ANZ Bank New Zealand Ltd', 'ASB Bank Ltd', 'Bank of New Zealand'],
    domain: 'co.nz',
  },
  ZA: {
    pool: africanEnglishPool,
    legalForms: [
      {
        short: '(Pty) Ltd',
        full: 'частная компания с ограниченной ответственностью (private company)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities('Johannesburg:20|Cape Town:80|Durban:40|Pretoria:01|Gqeberha:60'),
    postcode: digitPostcode(4),
    register: {
      label: 'Регистрационный номер (CIPC)',
      authority: () => 'Companies and Intellectual Property Commission (CIPC)',
      number: (r, { year }) => `${year}/${r.digits(6)}/07`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `4${r.digits(9)}` },
    classification: 'isic',
    banks: ['Standard Bank of South Africa Ltd', 'FirstRand Bank Ltd', 'Absa Bank Ltd'],
    domain: 'co.za',
  },
  NG: {
    pool: africanEnglishPool,
    legalForms: [limited],
    cities: cities('Lagos|Abuja|Port Harcourt|Kano'),
    register: {
      label: 'Регистрационный номер (RC)',
      authority: () => 'Corporate Affairs Commission',
      number: (r) => `RC ${r.int(100000, 1999999)}`,
    },
    tax: { label: 'Налоговый номер (TIN)', number: (r) => `${r.digits(8)}-0001` },
    classification: 'isic',
    banks: ['Access Bank Plc', 'Zenith Bank Plc', 'Guaranty Trust Bank Ltd'],
    domain: 'com.ng',
  },
  KE: {
    pool: africanEnglishPool,
    legalForms: [limited],
    cities: cities('Nairobi:00|Mombasa:80|Kisumu:40'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Business Registration Service',
      number: (r) => `PVT-${alphanumeric(r, 8)}`,
    },
    tax: { label: 'Налоговый номер (KRA PIN)', number: (r) => `P05${r.digits(7)}${letters(r, 1)}` },
    classification: 'isic',
    banks: ['KCB Bank Kenya Ltd', 'Equity Bank (Kenya) Ltd', 'Co-operative Bank of Kenya Ltd'],
    domain: 'co.ke',
  },
};
