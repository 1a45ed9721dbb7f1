import type { CountryProfile } from './country-profile';
import { cities, digitPostcode } from './country-profile';
import { arabicPool, hebrewPool, turkishPool } from './pools-world';

const llc = {
  short: 'LLC',
  full: 'общество с ограниченной ответственностью (limited liability company)',
  ceo: 'General Manager',
};

export const MIDDLE_EAST: Record<string, CountryProfile> = {
  AE: {
    pool: arabicPool,
    legalForms: [
      llc,
      {
        short: 'FZ-LLC',
        full: 'компания свободной экономической зоны с ограниченной ответственностью',
        ceo: 'General Manager',
      },
    ],
    cities: cities('Dubai|Sharjah|Abu Dhabi|Ajman'),
    register: {
      label: 'Номер торговой лицензии',
      authority: (city) => `Department of Economy and Tourism, ${city}`,
      number: (r) => `${r.int(500000, 1299999)}`,
    },
    tax: { label: 'Налоговый регистрационный номер (TRN)', number: (r) => `100${r.digits(12)}` },
    classification: 'isic',
    banks: ['Emirates NBD Bank PJSC', 'Abu Dhabi Commercial Bank PJSC', 'Mashreq Bank PSC'],
    domain: 'ae',
  },
  SA: {
    pool: arabicPool,
    legalForms: [llc],
    cities: cities('Riyadh:11|Jeddah:21|Dammam:32'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер в коммерческом реестре (CR)',
      authority: () => 'Ministry of Commerce',
      number: (r) => `10${r.digits(8)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `3${r.digits(13)}3` },
    classification: 'isic',
    banks: ['Saudi National Bank', 'Al Rajhi Bank', 'Riyad Bank'],
    domain: 'com.sa',
  },
  IL: {
    pool: hebrewPool,
    legalForms: [
      {
        short: 'Ltd.',
        full: 'частная компания с ограниченной ответственностью (hevra ba’am)',
        ceo: 'CEO',
      },
    ],
    cities: cities('Tel Aviv:61|Haifa:31|Petah Tikva:49|Rishon LeZion:75'),
    postcode: digitPostcode(7),
    register: {
      label: 'Номер компании',
      authority: () => 'Israeli Corporations Authority',
      number: (r) => `51${r.digits(7)}`,
    },
    tax: { label: 'Налоговый номер', number: (_r, reg) => reg },
    classification: 'isic',
    banks: ['Bank Leumi le-Israel B.M.', 'Bank Hapoalim B.M.', 'Israel Discount Bank Ltd'],
    domain: 'co.il',
  },
  TR: {
    pool: turkishPool,
    legalForms: [
      {
        short: 'Ltd. Şti.',
        full: 'общество с ограниченной ответственностью (limited şirketi)',
        ceo: 'Şirket Müdürü',
      },
      {
        short: 'A.Ş.',
        full: 'акционерное общество (anonim şirketi)',
        ceo: 'Yönetim Kurulu Başkanı',
      },
    ],
    cities: cities('İstanbul:34|Bursa:16|İzmir:35|Ankara:06|Kocaeli:41|Gaziantep:27'),
    postcode: digitPostcode(5),
    register: {
      label: 'Номер MERSIS',
      authority: (city) => `${city} Ticaret Sicil Müdürlüğü`,
      number: (r) => `0${r.digits(15)}`,
    },
    tax: { label: 'Налоговый номер (VKN)', number: (r) => r.digits(10) },
    classification: 'nace',
    banks: ['Türkiye İş Bankası A.Ş.', 'Akbank T.A.Ş.', 'Garanti BBVA'],
    domain: 'com.tr',
  },
};
