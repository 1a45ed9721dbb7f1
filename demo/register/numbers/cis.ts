import type { CountryNumbers, NumberFormat } from './number-format';
import { compact, randomDigits, retry, weightedSum } from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const digitsOnly = (length: number, label: string, first = '123456789'): NumberFormat => ({
  label,
  generate: (rng) => randomDigits(rng, length, first),
  validate: (v) => new RegExp(`^\\d{${length}}$`).test(compact(v)),
});

const ogrnValid = (c: string) =>
  /^[15]\d{12}$/.test(c) && Number((BigInt(c.slice(0, 12)) % 11n) % 10n) === Number(c[12]);
const innDigit = (body: string) => (weightedSum(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;

/** Russia: ОГРН 13 digits (first 12 mod 11, mod 10); ИНН of a company 10 digits (mod 11). */
export const RU: CountryNumbers = {
  reg: {
    label: 'ОГРН',
    generate: (rng) => {
      const body = `1${pad(rng.int(2, 24), 2)}${pad(rng.int(1, 99), 2)}${randomDigits(rng, 7, '0123456789')}`;
      return `${body}${Number((BigInt(body) % 11n) % 10n)}`;
    },
    validate: (v) => ogrnValid(compact(v)),
  },
  vat: {
    label: 'ИНН',
    generate: (rng) => {
      const body = `${pad(rng.int(1, 99), 2)}${randomDigits(rng, 7, '0123456789')}`;
      return `${body}${innDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{10}$/.test(c) && innDigit(c) === Number(c[9]);
    },
  },
};

function edrpouDigit(body: string): number {
  const weights = '345'.includes(body[0]!) ? [7, 1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5, 6, 7];
  const r = weightedSum(body, weights) % 11;
  if (r !== 10) return r % 10;
  return (
    (weightedSum(
      body,
      weights.map((w) => w + 2),
    ) %
      11) %
    10
  );
}

/** Ukraine: код ЄДРПОУ 8 digits (mod 11 with two weight sets); it is also the tax number. */
export const UA: CountryNumbers = {
  reg: {
    label: 'Код ЄДРПОУ',
    generate: (rng) => {
      const body = randomDigits(rng, 7, '234');
      return `${body}${edrpouDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{8}$/.test(c) && edrpouDigit(c) === Number(c[7]);
    },
  },
  vat: null,
};

/** Belarus: УНП 9 digits (weights 29,23,19,17,13,7,5,3 mod 11); registration and tax number. */
export const BY: CountryNumbers = {
  reg: {
    label: 'УНП',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `${r.int(1, 7)}${randomDigits(r, 7, '0123456789')}`;
        const check = weightedSum(body, [29, 23, 19, 17, 13, 7, 5, 3]) % 11;
        return check > 9 ? null : `${body}${check}`;
      }),
    validate: (v) => {
      const c = compact(v);
      return (
        /^[1-7]\d{8}$/.test(c) &&
        weightedSum(c, [29, 23, 19, 17, 13, 7, 5, 3]) % 11 === Number(c[8])
      );
    },
  },
  vat: null,
};

const BIN_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const BIN_2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];
/** A БИН whose second remainder is 10 is never issued, so it has no check digit. */
function binDigit(body: string): number | null {
  const r1 = weightedSum(body, BIN_1) % 11;
  if (r1 !== 10) return r1;
  const r2 = weightedSum(body, BIN_2) % 11;
  return r2 === 10 ? null : r2;
}

/**
 * Kazakhstan: БИН 12 digits: year and month of registration, type (4 resident legal entity),
 * 0 head office, serial, check digit (two-pass mod 11). It is the registration and tax number.
 */
export const KZ: CountryNumbers = {
  reg: {
    label: 'БИН',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `${pad(r.int(0, 24), 2)}${pad(r.int(1, 12), 2)}40${randomDigits(r, 5, '0123456789')}`;
        const check = binDigit(body);
        return check === null ? null : `${body}${check}`;
      }),
    validate: (v) => {
      const c = compact(v);
      return /^\d{4}[456]\d{7}$/.test(c) && binDigit(c.slice(0, 11)) === Number(c[11]);
    },
  },
  vat: null,
};

/**
 * Uzbekistan: ИНН (STIR) 9 digits, legal entities from 2 or 3. No check-digit algorithm is
 * published, so only the format is checked.
 */
export const UZ: CountryNumbers = { reg: digitsOnly(9, 'ИНН', '23'), vat: null };

/** Kyrgyzstan: ИНН 14 digits (legal entities from 0 or 1); format only. */
export const KG: CountryNumbers = {
  reg: {
    label: 'ИНН',
    generate: (rng) => `0${randomDigits(rng, 13, '0123456789')}`,
    validate: (v) => /^[01]\d{13}$/.test(compact(v)),
  },
  vat: null,
};

const idnoDigit = (body: string) => weightedSum(body, [7, 3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1]) % 10;

/** Moldova: IDNO 13 digits (weights 7,3,1 mod 10); registration and tax number. */
export const MD: CountryNumbers = {
  reg: {
    label: 'IDNO',
    generate: (rng) => {
      const body = `10${randomDigits(rng, 10, '0123456789')}`;
      return `${body}${idnoDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{13}$/.test(c) && idnoDigit(c) === Number(c[12]);
    },
  },
  vat: null,
};

/** Armenia: state register number (format only); ՀՎՀՀ taxpayer number 8 digits (format only). */
export const AM: CountryNumbers = {
  reg: {
    label: 'Գրանցման համար',
    generate: (rng) =>
      `${pad(rng.int(200, 299), 3)}.${pad(rng.int(1, 999), 3)}.${randomDigits(rng, 6, '0123456789')}`,
    validate: (v) => /^\d{3}\.?\d{3}\.?\d{4,7}$/.test(v.replace(/\s/g, '')),
  },
  vat: digitsOnly(8, 'ՀՎՀՀ', '0'),
};

/** Georgia: identification code 9 digits (companies from 2 or 4); format only. */
export const GE: CountryNumbers = { reg: digitsOnly(9, 'საიდენტიფიკაციო კოდი', '24'), vat: null };

/** Azerbaijan: VÖEN 10 digits, the last 1 for a legal entity; format only. */
export const AZ: CountryNumbers = {
  reg: {
    label: 'VÖEN',
    generate: (rng) => `${randomDigits(rng, 9, '1')}1`,
    validate: (v) => /^\d{9}[12]$/.test(compact(v)),
  },
  vat: null,
};

/** Tajikistan: ИНН 9 digits; Mongolia: register number 7 digits; Turkmenistan: 12 digits. */
export const TJ: CountryNumbers = { reg: digitsOnly(9, 'ИНН', '05'), vat: null };
export const MN: CountryNumbers = {
  reg: digitsOnly(7, 'Регистрийн дугаар', '123456789'),
  vat: null,
};
export const TM: CountryNumbers = { reg: digitsOnly(12, 'SAN', '123456789'), vat: null };
