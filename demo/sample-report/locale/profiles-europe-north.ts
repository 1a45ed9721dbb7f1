import type { CountryProfile } from './country-profile';
import { cities, digitPostcode } from './country-profile';
import {
  danishNorwegianPool,
  estonianPool,
  finnishPool,
  latvianPool,
  lithuanianPool,
  swedishPool,
} from './pools-europe';

export const NORTHERN_EUROPE: Record<string, CountryProfile> = {
  SE: {
    pool: swedishPool,
    legalForms: [
      { short: 'AB', full: 'акционерное общество (aktiebolag)', ceo: 'Verkställande direktör' },
    ],
    cities: cities('Göteborg:41|Malmö:21|Uppsala:75|Västerås:72|Linköping:58|Stockholm:11'),
    postcode: (r, prefix) => `${(prefix + r.digits(3)).slice(0, 3)} ${r.digits(2)}`,
    register: {
      label: 'Организационный номер (Organisationsnummer)',
      authority: () => 'Bolagsverket',
      number: (r) => `556${r.digits(3)}-${r.digits(4)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `SE${r.digits(10)}01` },
    classification: 'nace',
    banks: ['Svenska Handelsbanken AB', 'SEB AB', 'Swedbank AB', 'Nordea Bank Abp'],
    domain: 'se',
  },
  NO: {
    pool: danishNorwegianPool,
    legalForms: [{ short: 'AS', full: 'акционерное общество (aksjeselskap)', ceo: 'Daglig leder' }],
    cities: cities('Oslo:01|Bergen:50|Trondheim:70|Stavanger:40'),
    postcode: digitPostcode(4),
    register: {
      label: 'Организационный номер',
      authority: () => 'Brønnøysundregistrene (Foretaksregisteret)',
      number: (r) => `9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `${reg.replace(/\s/g, '')}MVA` },
    classification: 'nace',
    banks: ['DNB Bank ASA', 'SpareBank 1 SR-Bank ASA', 'Nordea Bank Abp, filial i Norge'],
    domain: 'no',
  },
  DK: {
    pool: danishNorwegianPool,
    legalForms: [
      {
        short: 'ApS',
        full: 'частное общество с ограниченной ответственностью (anpartsselskab)',
        ceo: 'Direktør',
      },
      {
        short: 'A/S',
        full: 'акционерное общество (aktieselskab)',
        ceo: 'Administrerende direktør',
      },
    ],
    cities: cities('Aarhus:80|Odense:50|Aalborg:90|København:1'),
    postcode: digitPostcode(4),
    register: {
      label: 'Регистрационный номер (CVR)',
      authority: () => 'Erhvervsstyrelsen (CVR-registret)',
      number: (r) => r.digits(8),
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `DK${reg}` },
    classification: 'nace',
    banks: ['Danske Bank A/S', 'Jyske Bank A/S', 'Sydbank A/S'],
    domain: 'dk',
  },
  FI: {
    pool: finnishPool,
    legalForms: [
      { short: 'Oy', full: 'акционерное общество (osakeyhtiö)', ceo: 'Toimitusjohtaja' },
    ],
    cities: cities('Tampere:33|Espoo:02|Turku:20|Oulu:90|Helsinki:00'),
    postcode: digitPostcode(5),
    register: {
      label: 'Бизнес-идентификатор (Y-tunnus)',
      authority: () => 'Patentti- ja rekisterihallitus (Kaupparekisteri)',
      number: (r) => `${r.digits(7)}-${r.int(0, 9)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `FI${reg.replace('-', '')}` },
    classification: 'nace',
    banks: ['Nordea Bank Abp', 'OP Osuuskunta', 'Danske Bank A/S, Suomen sivuliike'],
    domain: 'fi',
  },
  EE: {
    pool: estonianPool,
    legalForms: [
      {
        short: 'OÜ',
        full: 'общество с ограниченной ответственностью (osaühing)',
        ceo: 'Juhatuse liige',
      },
      { short: 'AS', full: 'акционерное общество (aktsiaselts)', ceo: 'Juhatuse esimees' },
    ],
    cities: cities('Tallinn:1|Tartu:5|Pärnu:8|Narva:20'),
    postcode: digitPostcode(5),
    register: {
      label: 'Регистрационный код',
      authority: () => 'Tartu Maakohtu registriosakond (Äriregister)',
      number: (r) => `1${r.digits(7)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `EE10${r.digits(7)}` },
    classification: 'nace',
    banks: ['AS SEB Pank', 'Swedbank AS', 'AS LHV Pank'],
    domain: 'ee',
  },
  LV: {
    pool: latvianPool,
    legalForms: [
      {
        short: 'SIA',
        full: 'общество с ограниченной ответственностью (sabiedrība ar ierobežotu atbildību)',
        ceo: 'Valdes priekšsēdētājs',
      },
    ],
    cities: cities('Rīga:LV-10|Daugavpils:LV-54|Liepāja:LV-34|Jelgava:LV-30'),
    postcode: (r, prefix) => `${prefix}${r.digits(2)}`,
    register: {
      label: 'Регистрационный номер',
      authority: () => 'Uzņēmumu reģistrs',
      number: (r) => `4000${r.digits(7)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (_r, reg) => `LV${reg}` },
    classification: 'nace',
    banks: ['AS Swedbank', 'AS SEB banka', 'Luminor Bank AS'],
    domain: 'lv',
  },
  LT: {
    pool: lithuanianPool,
    legalForms: [
      {
        short: 'UAB',
        full: 'закрытое акционерное общество (uždaroji akcinė bendrovė)',
        ceo: 'Generalinis direktorius',
      },
    ],
    cities: cities('Vilnius:LT-0|Kaunas:LT-4|Klaipėda:LT-9|Šiauliai:LT-7'),
    postcode: (r, prefix) => `${prefix}${r.digits(4)}`,
    register: {
      label: 'Код юридического лица',
      authority: () => 'Registrų centras (Juridinių asmenų registras)',
      number: (r) => `30${r.digits(7)}`,
    },
    tax: { label: 'Номер плательщика НДС', number: (r) => `LT${r.digits(9)}` },
    classification: 'nace',
    banks: ['AB SEB bankas', 'Swedbank AB', 'AB Šiaulių bankas'],
    domain: 'lt',
  },
};
