import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { southEastAsianPool } from './pools-world';

const coLtd = {
  short: 'Co., Ltd.',
  full: 'общество с ограниченной ответственностью',
  ceo: 'General Director',
};
export const SOUTH_EAST_ASIA: Record<string, CountryProfile> = {
  SG: {
    pool: southEastAsianPool,
    legalForms: [
      {
        short: 'Pte. Ltd.',
        full: 'частная компания с ограниченной ответственностью (private limited company)',
        ceo: 'Director',
      },
    ],
    cities: cities('Singapore:0|Singapore:4|Singapore:6'),
    postcode: digitPostcode(6),
    register: {
      label: 'Уникальный номер предприятия (UEN)',
      authority: () => 'Accounting and Corporate Regulatory Authority (ACRA)',
      number: (r, { year }) => `${year}${r.digits(5)}${letters(r, 1)}`,
    },
    tax: { label: 'Номер плательщика GST', number: (r) => `M${r.digits(8)}${letters(r, 1)}` },
    classification: 'isic',
    banks: ['DBS Bank Ltd', 'OCBC Bank', 'United Overseas Bank Ltd'],
    domain: 'com.sg',
  },
  MY: {
    pool: southEastAsianPool,
    legalForms: [
      {
        short: 'Sdn. Bhd.',
        full: 'частная компания с ограниченной ответственностью (sendirian berhad)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities('Kuala Lumpur:50|Penang:10|Johor Bahru:80|Shah Alam:40'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер (SSM)',
      authority: () => 'Suruhanjaya Syarikat Malaysia (SSM)',
      number: (r, { year }) => `${year}01${r.digits(6)}`,
    },
    tax: { label: 'Номер плательщика SST', number: (r) => `W10-${r.digits(4)}-${r.digits(8)}` },
    classification: 'isic',
    banks: ['Maybank', 'CIMB Bank Berhad', 'Public Bank Berhad'],
    domain: 'com.my',
  },
  ID: {
    pool: southEastAsianPool,
    legalForms: [
      {
        short: 'PT',
        full: 'общество с ограниченной ответственностью (perseroan terbatas)',
        ceo: 'Direktur Utama',
        isPrefix: true,
      },
    ],
    cities: cities('Jakarta:10|Surabaya:60|Bandung:40|Semarang:50|Medan:20'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер бизнес-идентификации (NIB)',
      authority: () => 'Kementerian Hukum (Direktorat Jenderal AHU)',
      number: (r) => r.digits(13),
    },
    tax: {
      label: 'Налоговый номер (NPWP)',
      number: (r) =>
        `${r.digits(2)}.${r.digits(3)}.${r.digits(3)}.${r.int(0, 9)}-${r.digits(3)}.000`,
    },
    classification: 'isic',
    banks: [
      'PT Bank Central Asia Tbk',
      'PT Bank Mandiri (Persero) Tbk',
      'PT Bank Negara Indonesia (Persero) Tbk',
    ],
    domain: 'co.id',
  },
  VN: {
    pool: southEastAsianPool,
    legalForms: [
      { ...coLtd, full: 'общество с ограниченной ответственностью (cong ty trach nhiem huu han)' },
    ],
    cities: cities('Ho Chi Minh City:70|Hanoi:10|Da Nang:55|Hai Phong:18|Binh Duong:75'),
    postcode: digitPostcode(6),
    register: {
      label: 'Код предприятия (MSDN)',
      authority: (city) => `Department of Finance of ${city}`,
      number: (r) => `0${r.digits(9)}`,
    },
    tax: { label: 'Налоговый номер', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Vietcombank', 'VietinBank', 'BIDV'],
    domain: 'com.vn',
  },
  TH: {
    pool: southEastAsianPool,
    legalForms: [
      {
        ...coLtd,
        full: 'частная компания с ограниченной ответственностью (borisat chamkat)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities('Bangkok:10|Chonburi:20|Chiang Mai:50|Rayong:21'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер юридического лица',
      authority: () => 'Department of Business Development',
      number: (r) => `0105${r.digits(9)}`,
    },
    tax: { label: 'Налоговый номер', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Bangkok Bank PCL', 'Kasikornbank PCL', 'Siam Commercial Bank PCL'],
    domain: 'co.th',
  },
};
