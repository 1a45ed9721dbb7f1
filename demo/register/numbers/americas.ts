import type { Rng } from '../random';
import type { CountryNumbers } from './number-format';
import { compact, luhnDigit, luhnValid, randomDigits, retry, weightedSum } from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Valid EIN prefixes (IRS campus assignments). */
const EIN_PREFIXES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '50',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '59',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '80',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
  '99',
];

/** United States: state file number (format only); EIN XX-XXXXXXX with a valid prefix (no check digit). */
export const US: CountryNumbers = {
  reg: {
    label: 'State file number',
    generate: (rng) => randomDigits(rng, 7, '234567'),
    validate: (v) => /^\d{6,8}$/.test(compact(v)),
  },
  vat: {
    label: 'EIN',
    generate: (rng) => `${rng.pick(EIN_PREFIXES)}-${randomDigits(rng, 7, '0123456789')}`,
    validate: (v) => {
      const c = compact(v);
      return /^\d{9}$/.test(c) && EIN_PREFIXES.includes(c.slice(0, 2));
    },
  },
};

/** Canada: corporation number (format only); business number 9 digits (Luhn) + program account. */
export const CA: CountryNumbers = {
  reg: {
    label: 'Corporation number',
    generate: (rng) => randomDigits(rng, 7, '1'),
    validate: (v) => /^\d{6,8}$/.test(compact(v)),
  },
  vat: {
    label: 'Business Number',
    generate: (rng) => {
      const body = randomDigits(rng, 8, '12345678');
      return `${body}${luhnDigit(body)} RT0001`;
    },
    validate: (v) => {
      const c = compact(v).replace(/RT\d{4}$/, '');
      return /^\d{9}$/.test(c) && luhnValid(c);
    },
  },
};

function cnpjDigit(body: string): number {
  const weights =
    body.length === 12
      ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
      : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = weightedSum(body, weights) % 11;
  return r < 2 ? 0 : 11 - r;
}

/** Brazil: CNPJ 14 digits with two mod-11 check digits; registration and tax number. */
export const BR: CountryNumbers = {
  reg: {
    label: 'CNPJ',
    generate: (rng) => {
      const base = `${randomDigits(rng, 8)}0001`;
      const first = `${base}${cnpjDigit(base)}`;
      const n = `${first}${cnpjDigit(first)}`;
      return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}/${n.slice(8, 12)}-${n.slice(12)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return (
        /^\d{14}$/.test(c) &&
        cnpjDigit(c.slice(0, 12)) === Number(c[12]) &&
        cnpjDigit(c.slice(0, 13)) === Number(c[13])
      );
    },
  },
  vat: null,
};

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
function rfcCheck(front: string): string {
  const padded = front.padStart(12, ' ');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += RFC_ALPHABET.indexOf(padded[i]!) * (13 - i);
  const mod = 11 - (sum % 11);
  return mod === 11 ? '0' : mod === 10 ? 'A' : String(mod);
}
const randomLetters = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'])).join('');

/** Mexico: RFC of a company, 3 letters + date + homoclave + check (SAT mod 11). */
export const MX: CountryNumbers = {
  reg: {
    label: 'RFC',
    generate: (rng) => {
      const homoclave = `${rng.pick([...'123456789ABCDEFGHIJKLMNPRSTUV'])}${rng.pick([...'123456789ABCDEFGHJKLMNPRSTUVWXYZ'])}`;
      const front = `${randomLetters(rng, 3)}${pad(rng.int(0, 24), 2)}${pad(rng.int(1, 12), 2)}${pad(rng.int(1, 28), 2)}${homoclave}`;
      return `${front}${rfcCheck(front)}`;
    },
    validate: (v) => {
      const c = v.toUpperCase().replace(/[\s-]/g, '');
      return (
        /^[A-ZÑ&]{3}\d{6}[1-9A-V][1-9A-Z][0-9A]$/.test(c) && rfcCheck(c.slice(0, 11)) === c[11]
      );
    },
  },
  vat: null,
};

function cuitDigit(body: string): number | null {
  const c = 11 - (weightedSum(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return c === 11 ? 0 : c === 10 ? null : c;
}

/** Argentina: CUIT 11 digits (30-… for companies, mod 11). */
export const AR: CountryNumbers = {
  reg: {
    label: 'CUIT',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `30${randomDigits(r, 8, '5678')}`;
        const check = cuitDigit(body);
        return check === null ? null : `${body.slice(0, 2)}-${body.slice(2)}-${check}`;
      }),
    validate: (v) => {
      const c = compact(v);
      return /^(20|23|24|27|30|33|34)\d{9}$/.test(c) && cuitDigit(c) === Number(c[10]);
    },
  },
  vat: null,
};

function rutCheck(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * ((i % 6) + 2);
  const c = 11 - (sum % 11);
  return c === 11 ? '0' : c === 10 ? 'K' : String(c);
}

/** Chile: RUT of a company 76.123.456-K (mod 11, K for 10). */
export const CL: CountryNumbers = {
  reg: {
    label: 'RUT',
    generate: (rng) => {
      const body = `${rng.int(76, 77)}${randomDigits(rng, 6, '0123456789')}`;
      return `${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}-${rutCheck(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{7,8}[0-9K]$/.test(c) && rutCheck(c.slice(0, -1)) === c.slice(-1);
    },
  },
  vat: null,
};

const NIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
function nitDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * NIT_WEIGHTS[i]!;
  const r = sum % 11;
  return r > 1 ? 11 - r : r;
}

/** Colombia: NIT 9 digits + verification digit (prime weights mod 11). */
export const CO: CountryNumbers = {
  reg: {
    label: 'NIT',
    generate: (rng) => {
      const body = `9${randomDigits(rng, 8, '0')}`;
      return `${body.slice(0, 3)}.${body.slice(3, 6)}.${body.slice(6)}-${nitDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{9,15}$/.test(c) && nitDigit(c.slice(0, -1)) === Number(c.slice(-1));
    },
  },
  vat: null,
};

const rucDigit = (body: string) =>
  (11 - (weightedSum(body, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11)) % 10;

/** Peru: RUC 11 digits, companies from 20 (mod 11). */
export const PE: CountryNumbers = {
  reg: {
    label: 'RUC',
    generate: (rng) => {
      const body = `20${randomDigits(rng, 8, '1456')}`;
      return `${body}${rucDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^(10|15|17|20)\d{9}$/.test(c) && rucDigit(c) === Number(c[10]);
    },
  },
  vat: null,
};
