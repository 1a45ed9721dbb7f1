import type { CountryProfile } from './country-profile';
import { cities, digitPostcode } from './country-profile';
import { czechSlovakPool, hungarianPool, polishPool, romanianPool } from './pools-europe';

export const CENTRAL_AND_EASTERN_EUROPE: Record<string, CountryProfile> = {
  PL: {
    pool: polishPool,
    legalForms: [
      {
        short: 'sp. z o.o.',
        full: 'общество с ограниченной ответственностью (spółka z ograniczoną odpowiedzialnością)',
        ceo: 'Prezes Zarządu',
      },
      { short: 'S.A.', full: 'акционерное общество (spółka akcyjna)', ceo: 'Prezes Zarządu' },
    ],
    cities: cities('Warszawa:0|Kraków:3|Wrocław:5|Poznań:6|Gdańsk:8|Łódź:9'),
    postcode: (r, prefix) => `${(prefix + r.digits(2)).slice(0, 2)}-${r.digits(3)}`,
    register: {
      label: 'Номер в Национальном судебном реестре (KRS)',
      authority: () => 'Krajowy Rejestr Sądowy',
      number: (r) => `0000${r.digits(6)}`,
    },
    tax: {
      label: 'Налоговый номер (NIP)',
      number: (r) => `${r.digits(3)}-${r.digits(3)}-${r.digits(2)}-${r.digits(2)}`,
    },
    classification: 'nace',
    banks: ['PKO Bank Polski S.A.', 'Bank Pekao S.A.', 'Santander Bank Polska S.A.'],
    domain: 'pl',
  },
  CZ: {
    pool: czechSlovakPool,
    legalForms: [
      {
        short: 's.r.o.',
        full: 'общество с ограниченной ответственностью (společnost s ručením omezeným)',
        ceo: 'Jednatel',
      },
      {
        short: 'a.s.',
        full: 'акционерное общество (akciová společnost)',
        ceo: 'Předseda představenstva',
      },
    ],
    cities: cities('Praha:1|Brno:6|Ostrava:7|Plzeň:3|Olomouc:77'),
    postcode: (r, prefix) => `${(prefix + r.digits(3)).slice(0, 3)} ${r.digits(2)}`,
    register: {
      label: 'Идентификационный номер (IČO)',
      authority: (city) =>
        city === 'Praha' ? 'Městský soud v Praze' : `Krajský soud, obchodní rejstřík (${city})`,
      number: (r) => r.digits(8),
    },
    tax: { label: 'Номер плательщика НДС (DIČ)', number: (_r, reg) => `CZ${reg}` },
    classification: 'nace',
    banks: ['Česká spořitelna, a.s.', 'Komerční banka, a.s.', 'ČSOB, a.s.'],
    domain: 'cz',
  },
  SK: {
    pool: czechSlovakPool,
    legalForms: [
      {
        short: 's.r.o.',
        full: 'общество с ограниченной ответственностью (spoločnosť s ručením obmedzeným)',
        ceo: 'Konateľ',
      },
    ],
    cities: cities('Bratislava:8|Košice:04|Žilina:01|Nitra:94'),
    postcode: (r, prefix) => `${(prefix + r.digits(3)).slice(0, 3)} ${r.digits(2)}`,
    register: {
      label: 'Идентификационный номер (IČO)',
      authority: (city) => `Obchodný register Okresného súdu ${city}`,
      number: (r) => r.digits(8),
    },
    tax: { label: 'Номер плательщика НДС (IČ DPH)', number: (r) => `SK${r.digits(10)}` },
    classification: 'nace',
    banks: ['Slovenská sporiteľňa, a.s.', 'Tatra banka, a.s.', 'VÚB, a.s.'],
    domain: 'sk',
  },
  HU: {
    pool: hungarianPool,
    legalForms: [
      {
        short: 'Kft.',
        full: 'общество с ограниченной ответственностью (korlátolt felelősségű társaság)',
        ceo: 'Ügyvezető igazgató',
      },
      {
        short: 'Zrt.',
        full: 'закрытое акционерное общество (zártkörűen működő részvénytársaság)',
        ceo: 'Vezérigazgató',
      },
    ],
    cities: cities('Budapest:11|Debrecen:40|Győr:90|Szeged:67|Székesfehérvár:80'),
    postcode: digitPostcode(4),
    register: {
      label: 'Регистрационный номер (Cégjegyzékszám)',
      authority: (city) =>
        `Fővárosi Törvényszék Cégbírósága${city === 'Budapest' ? '' : ` / ${city}`}`,
      number: (r) => `${r.pick(['01', '08', '09', '06', '07'])}-09-${r.digits(6)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `HU${r.digits(8)}` },
    classification: 'nace',
    banks: ['OTP Bank Nyrt.', 'K&H Bank Zrt.', 'Raiffeisen Bank Zrt.'],
    domain: 'hu',
  },
  RO: {
    pool: romanianPool,
    legalForms: [
      {
        short: 'S.R.L.',
        full: 'общество с ограниченной ответственностью (societate cu răspundere limitată)',
        ceo: 'Administrator',
      },
      {
        short: 'S.A.',
        full: 'акционерное общество (societate pe acțiuni)',
        ceo: 'Director general',
      },
    ],
    cities: cities('București:0|Cluj-Napoca:40|Timișoara:30|Iași:70|Brașov:50'),
    postcode: digitPostcode(6),
    register: {
      label: 'Номер в торговом реестре (Nr. ORC)',
      authority: () => 'Oficiul Național al Registrului Comerțului',
      number: (r, { year }) => `J${r.int(10, 40)}/${r.int(100, 9999)}/${year}`,
    },
    tax: { label: 'Фискальный код (CUI)', number: (r) => `RO${r.digits(8)}` },
    classification: 'nace',
    banks: ['Banca Transilvania S.A.', 'BCR S.A.', 'BRD – Groupe Société Générale S.A.'],
    domain: 'ro',
  },
};
