import type { CountryProfile } from './country-profile';
import { cities, digitPostcode, letters } from './country-profile';
import { bulgarianPool, greekPool, yugoslavPool } from './pools-europe';

const doo = {
  short: 'd.o.o.',
  full: 'общество с ограниченной ответственностью (društvo s ograničenom odgovornošću)',
  ceo: 'Direktor',
};

export const BALKANS_AND_GREECE: Record<string, CountryProfile> = {
  HR: {
    pool: yugoslavPool,
    legalForms: [doo],
    cities: cities('Zagreb:10|Split:21|Rijeka:51|Osijek:31'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер (MBS)',
      authority: (city) => `Trgovački sud u ${city === 'Zagreb' ? 'Zagrebu' : city}`,
      number: (r) => `0${r.digits(8)}`,
    },
    tax: { label: 'Налоговый номер (OIB)', number: (r) => `HR${r.digits(11)}` },
    classification: 'nace',
    banks: [
      'Zagrebačka banka d.d.',
      'Privredna banka Zagreb d.d.',
      'Erste & Steiermärkische Bank d.d.',
    ],
    domain: 'hr',
  },
  SI: {
    pool: yugoslavPool,
    legalForms: [
      { ...doo, full: 'общество с ограниченной ответственностью (družba z omejeno odgovornostjo)' },
    ],
    cities: cities('Ljubljana:10|Maribor:20|Celje:30|Koper:60'),
    postcode: digitPostcode(4),
    register: {
      label: 'Регистрационный номер (Matična številka)',
      authority: () => 'AJPES, Poslovni register Slovenije',
      number: (r) => `${r.digits(7)}000`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `SI${r.digits(8)}` },
    classification: 'nace',
    banks: ['NLB d.d.', 'Nova KBM d.d.', 'SKB banka d.d.'],
    domain: 'si',
  },
  RS: {
    pool: yugoslavPool,
    legalForms: [doo],
    cities: cities('Beograd:11|Novi Sad:21|Niš:18|Kragujevac:34'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный номер (Matični broj)',
      authority: () => 'Agencija za privredne registre (APR)',
      number: (r) => `2${r.digits(7)}`,
    },
    tax: { label: 'Налоговый номер (PIB)', number: (r) => `1${r.digits(8)}` },
    classification: 'nace',
    banks: ['Banca Intesa a.d. Beograd', 'UniCredit Bank Srbija a.d.', 'Raiffeisen banka a.d.'],
    domain: 'rs',
  },
  GR: {
    pool: greekPool,
    legalForms: [
      {
        short: 'S.A.',
        full: 'акционерное общество (anonymi etaireia)',
        ceo: 'Diefthynon Symvoulos',
      },
      {
        short: 'I.K.E.',
        full: 'частная компания (idiotiki kefalaiouchiki etaireia)',
        ceo: 'Diachiristis',
      },
    ],
    cities: cities('Athina:10|Thessaloniki:54|Patra:26|Irakleio:71'),
    postcode: (r, prefix) => `${(prefix + r.digits(3)).slice(0, 3)} ${r.digits(2)}`,
    register: {
      label: 'Номер в реестре G.E.MI.',
      authority: () => 'General Commercial Registry (G.E.MI.)',
      number: (r) => `${r.digits(12)}`,
    },
    tax: { label: 'Налоговый номер (AFM)', number: (r) => `EL${r.digits(9)}` },
    classification: 'nace',
    banks: ['National Bank of Greece S.A.', 'Piraeus Bank S.A.', 'Eurobank S.A.'],
    domain: 'gr',
  },
  CY: {
    pool: greekPool,
    legalForms: [
      {
        short: 'Ltd',
        full: 'частная компания с ограниченной ответственностью (private company limited by shares)',
        ceo: 'Director',
      },
    ],
    cities: cities('Limassol:30|Nicosia:10|Larnaca:60|Paphos:80'),
    postcode: digitPostcode(4),
    register: {
      label: 'Регистрационный номер (HE)',
      authority: () => 'Department of Registrar of Companies and Intellectual Property',
      number: (r) => `HE ${r.int(100000, 459999)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `CY${r.digits(8)}${letters(r, 1)}` },
    classification: 'nace',
    banks: [
      'Bank of Cyprus Public Company Ltd',
      'Hellenic Bank Public Company Ltd',
      'Eurobank Cyprus Ltd',
    ],
    domain: 'com.cy',
  },
  BG: {
    pool: bulgarianPool,
    legalForms: [
      {
        short: 'EOOD',
        full: 'общество с ограниченной ответственностью с одним участником (ednolichno druzhestvo s ogranichena otgovornost)',
        ceo: 'Upravitel',
      },
    ],
    cities: cities('Sofia:1|Plovdiv:40|Varna:90|Burgas:80'),
    postcode: digitPostcode(4),
    register: {
      label: 'Единый идентификационный код (ЕИК)',
      authority: () => 'Agentsia po vpisvaniyata (Targovski registar)',
      number: (r) => `20${r.digits(7)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `BG${reg}` },
    classification: 'nace',
    banks: ['UniCredit Bulbank AD', 'DSK Bank AD', 'United Bulgarian Bank AD'],
    domain: 'bg',
  },
};
