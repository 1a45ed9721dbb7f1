import type { Rng } from '../random';
import type { CountryNumbers } from './number-format';
import { compact, randomDigits, weightedSum } from './check-digits';

const acnDigit = (body: string) => (10 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2, 1]) % 10)) % 10;
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
function abnValid(c: string): boolean {
  if (!/^[1-9]\d{10}$/.test(c) || Number(c.slice(0, 2)) < 11) return false;
  let sum = (Number(c[0]) - 1) * ABN_WEIGHTS[0]!;
  for (let i = 1; i < 11; i++) sum += Number(c[i]) * ABN_WEIGHTS[i]!;
  return sum % 89 === 0;
}

function generateAcn(rng: Rng): string {
  const body = randomDigits(rng, 8, '0123456');
  const n = `${body}${acnDigit(body)}`;
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
}

function abnFromAcn(reg: string): string {
  const acn = compact(reg);
  for (let prefix = 11; prefix <= 99; prefix++) {
    if (abnValid(`${prefix}${acn}`))
      return `${prefix} ${acn.slice(0, 3)} ${acn.slice(3, 6)} ${acn.slice(6)}`;
  }
  throw new Error(`no ABN for ACN ${acn}`);
}

/** Australia: ACN 9 digits (mod 10); the company's ABN is two check digits (mod 89) + ACN. */
export const AU: CountryNumbers = {
  reg: {
    label: 'ACN',
    generate: generateAcn,
    validate: (v) => {
      const c = compact(v);
      return /^\d{9}$/.test(c) && acnDigit(c) === Number(c[8]);
    },
  },
  vat: {
    label: 'ABN',
    generate: (rng) => abnFromAcn(generateAcn(rng)),
    validate: (v) => abnValid(compact(v)),
  },
  vatFromReg: abnFromAcn,
};

const gtinDigit = (body: string) =>
  (10 - (weightedSum(body, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10;

/** New Zealand: company number (format only); NZBN 13 digits from 9429 (GTIN check digit). */
export const NZ: CountryNumbers = {
  reg: {
    label: 'Company number',
    generate: (rng) => randomDigits(rng, 7, '12345678'),
    validate: (v) => /^\d{6,8}$/.test(compact(v)),
  },
  vat: {
    label: 'NZBN',
    generate: (rng) => {
      const body = `94290${randomDigits(rng, 7, '0123456789')}`;
      return `${body}${gtinDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^94\d{11}$/.test(c) && gtinDigit(c) === Number(c[12]);
    },
  },
};

/** South Africa: CIPC registration 2015/123456/07 and VAT number 10 digits from 4 (formats only). */
export const ZA: CountryNumbers = {
  reg: {
    label: 'Registration number',
    generate: (rng) => `${rng.int(1995, 2024)}/${randomDigits(rng, 6, '0123456789')}/07`,
    validate: (v) =>
      /^(19|20)\d{2}\/?\d{6}\/?(06|07|08|10|21|23|24|25|26|30|31)$/.test(v.replace(/\s/g, '')),
  },
  vat: {
    label: 'VAT number',
    generate: (rng) => `4${randomDigits(rng, 9, '0123456789')}`,
    validate: (v) => /^4\d{9}$/.test(compact(v)),
  },
};
