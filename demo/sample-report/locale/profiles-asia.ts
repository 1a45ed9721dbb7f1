import type { CountryProfile } from './country-profile';
import { alphanumeric, cities, digitPostcode, letters } from './country-profile';
import { chinesePool, japanesePool, koreanPool, southAsianPool } from './pools-world';

const coLtd = {
  short: 'Co., Ltd.',
  full: 'общество с ограниченной ответственностью',
  ceo: 'General Director',
};
// Region codes of the Chinese unified social credit code, by city.
const CHINESE_REGIONS: Record<string, string> = {
  Shanghai: '310115',
  Shenzhen: '440300',
  Guangzhou: '440101',
  Ningbo: '330201',
  Suzhou: '320500',
  Tianjin: '120116',
};
const INDIAN_STATES: Record<string, [string, string]> = {
  MH: ['MH', '27'],
  KA: ['KA', '29'],
  TN: ['TN', '33'],
  GJ: ['GJ', '24'],
  DL: ['DL', '07'],
};

const indianState = (prefix: string) => INDIAN_STATES[prefix.slice(0, 2)] ?? ['MH', '27'];

export const ASIA: Record<string, CountryProfile> = {
  CN: {
    pool: chinesePool,
    legalForms: [
      {
        ...coLtd,
        full: 'общество с ограниченной ответственностью (youxian zeren gongsi)',
        ceo: 'General Manager',
      },
    ],
    cities: cities('Shanghai:200|Shenzhen:518|Guangzhou:510|Ningbo:315|Suzhou:215|Tianjin:300'),
    postcode: digitPostcode(6),
    register: {
      label: 'Единый код социального кредита (USCC)',
      authority: (city) => `${city} Administration for Market Regulation`,
      number: (r, { city }) =>
        `91${CHINESE_REGIONS[city.name] ?? '310115'}MA${alphanumeric(r, 7)}${r.int(0, 9)}`,
    },
    tax: { label: 'Налоговый номер', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Industrial and Commercial Bank of China', 'Bank of China', 'China Construction Bank'],
    domain: 'com.cn',
  },
  HK: {
    pool: chinesePool,
    legalForms: [
      {
        short: 'Limited',
        full: 'частная компания с ограниченной ответственностью (private company limited by shares)',
        ceo: 'Director',
      },
    ],
    cities: cities(
      'Kwun Tong, Kowloon|Tsim Sha Tsui, Kowloon|Central, Hong Kong Island|Tsuen Wan, New Territories',
    ),
    register: {
      label: 'Номер компании (CR No.)',
      authority: () => 'Companies Registry of Hong Kong',
      number: (r) => r.digits(7),
    },
    tax: { label: 'Номер бизнес-регистрации (BR No.)', number: (r) => r.digits(8) },
    classification: 'isic',
    banks: [
      'The Hongkong and Shanghai Banking Corporation Ltd',
      'Bank of China (Hong Kong) Ltd',
      'Hang Seng Bank Ltd',
    ],
    domain: 'com.hk',
  },
  JP: {
    pool: japanesePool,
    legalForms: [
      {
        short: 'Co., Ltd.',
        full: 'акционерное общество (kabushiki kaisha)',
        ceo: 'Representative Director',
      },
    ],
    cities: cities('Osaka:530|Nagoya:460|Yokohama:220|Fukuoka:812|Tokyo:103'),
    postcode: (r, prefix) => `${prefix}-${r.digits(4)}`,
    register: {
      label: 'Корпоративный номер (Corporate Number)',
      authority: (city) => `${city} Legal Affairs Bureau`,
      number: (r) => r.digits(13),
    },
    tax: {
      label: 'Регистрационный номер плательщика налога (Invoice No.)',
      number: (_r, reg) => `T${reg}`,
    },
    classification: 'isic',
    banks: ['MUFG Bank, Ltd.', 'Sumitomo Mitsui Banking Corporation', 'Mizuho Bank, Ltd.'],
    domain: 'co.jp',
  },
  KR: {
    pool: koreanPool,
    legalForms: [
      {
        short: 'Co., Ltd.',
        full: 'акционерное общество (jusik hoesa)',
        ceo: 'CEO (Representative Director)',
      },
    ],
    cities: cities('Seoul:06|Busan:48|Incheon:21|Daegu:42|Changwon:51'),
    postcode: digitPostcode(5),
    register: {
      label: 'Корпоративный регистрационный номер',
      authority: (city) => `${city} District Court, Registry Office`,
      number: (r) => `${r.digits(6)}-${r.digits(7)}`,
    },
    tax: {
      label: 'Номер регистрации бизнеса',
      number: (r) => `${r.digits(3)}-${r.digits(2)}-${r.digits(5)}`,
    },
    classification: 'isic',
    banks: ['KB Kookmin Bank', 'Shinhan Bank', 'Woori Bank'],
    domain: 'co.kr',
  },
  IN: {
    pool: southAsianPool,
    legalForms: [
      {
        short: 'Private Limited',
        full: 'частная компания с ограниченной ответственностью (private limited company)',
        ceo: 'Managing Director',
      },
    ],
    cities: cities(
      'Mumbai:MH400|Pune:MH411|Bengaluru:KA560|Chennai:TN600|Ahmedabad:GJ380|New Delhi:DL110',
    ),
    postcode: (r, prefix) => `${prefix.slice(2)}${r.digits(3)}`,
    register: {
      label: 'Идентификационный номер компании (CIN)',
      authority: (city) => `Registrar of Companies, ${city}`,
      number: (r, { city, year }) =>
        `U${r.digits(5)}${indianState(city.postcodePrefix ?? '')[0]}${year}PTC${r.digits(6)}`,
    },
    tax: {
      label: 'Номер плательщика GST (GSTIN)',
      number: (r) =>
        `${r.pick(['27', '29', '33', '24'])}${letters(r, 5)}${r.digits(4)}${letters(r, 1)}1Z${alphanumeric(r, 1)}`,
    },
    classification: 'isic',
    banks: ['State Bank of India', 'HDFC Bank Ltd', 'ICICI Bank Ltd'],
    domain: 'co.in',
  },
};
