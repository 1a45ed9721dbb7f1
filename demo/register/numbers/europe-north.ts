import type { Rng } from '../random';
import { withPrefixedVat, type CountryNumbers } from './number-format';
import {
  compact,
  luhnDigit,
  luhnValid,
  randomDigits,
  retry,
  twoPassMod11,
  weightedSum,
} from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const BALTIC_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const BALTIC_2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

const eeRegDigit = (body: string) => twoPassMod11(body, BALTIC_1.slice(0, 7), BALTIC_2.slice(0, 7));
const kmkrDigit = (body: string) => (10 - (weightedSum(body, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10;

/** Estonia: registrikood 8 digits (two-pass mod 11); KMKR EE + 9 digits (3,7,1 mod 10). */
export const EE: CountryNumbers = {
  reg: {
    label: 'Registrikood',
    generate: (rng) => {
      const body = `1${randomDigits(rng, 6, '0123456')}`;
      return `${body}${eeRegDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^[1-9]\d{7}$/.test(c) && eeRegDigit(c) === Number(c[7]);
    },
  },
  vat: {
    label: 'KMKR',
    generate: (rng) => {
      const body = `10${randomDigits(rng, 6, '0123456789')}`;
      return `EE${body}${kmkrDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^EE/, '');
      return /^10\d{7}$/.test(c) && kmkrDigit(c) === Number(c[8]);
    },
  },
};

const LV_WEIGHTS = [9, 1, 4, 8, 3, 10, 2, 5, 7, 6];
const lvValid = (c: string) =>
  /^[4-9]\d{10}$/.test(c) && (weightedSum(c, LV_WEIGHTS) + Number(c[10])) % 11 === 3;

/** Latvia: registration number 11 digits (legal entities from 4; sum mod 11 = 3); PVN LV + it. */
export const LV: CountryNumbers = {
  reg: {
    label: 'Reģistrācijas numurs',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `40${randomDigits(r, 8, '0123')}`;
        const check = (3 - (weightedSum(body, LV_WEIGHTS) % 11) + 11) % 11;
        return check === 10 ? null : `${body}${check}`;
      }),
    validate: (v) => lvValid(compact(v)),
  },
  vat: {
    label: 'PVN',
    generate: (rng) => `LV${LV.reg.generate(rng)}`,
    validate: (v) => lvValid(compact(v).replace(/^LV/, '')),
  },
  vatFromReg: (reg) => `LV${compact(reg)}`,
};

const ltDigit = (body: string) => twoPassMod11(body, BALTIC_1.slice(0, 8), BALTIC_2.slice(0, 8));
const ltValid = (c: string) => /^\d{9}$/.test(c) && ltDigit(c) === Number(c[8]);

/** Lithuania: įmonės kodas 9 digits and PVM LT + 9 digits (8th is 1), both two-pass mod 11. */
export const LT: CountryNumbers = {
  reg: {
    label: 'Įmonės kodas',
    generate: (rng) => {
      const body = randomDigits(rng, 8, '13');
      return `${body}${ltDigit(body)}`;
    },
    validate: (v) => ltValid(compact(v)),
  },
  vat: {
    label: 'PVM kodas',
    generate: (rng) => {
      const body = `${randomDigits(rng, 7)}1`;
      return `LT${body}${ltDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^LT/, '');
      return ltValid(c) && c[7] === '1';
    },
  },
};

function ytunnusDigit(body: string): number | null {
  const r = weightedSum(body, [7, 9, 10, 5, 8, 4, 2]) % 11;
  return r === 0 ? 0 : r === 1 ? null : 11 - r;
}
const ytunnusValid = (c: string) => /^\d{8}$/.test(c) && ytunnusDigit(c) === Number(c[7]);
function generateYtunnus(rng: Rng): string {
  return retry(rng, (r) => {
    const body = randomDigits(r, 7, '0123');
    const check = ytunnusDigit(body);
    return check === null ? null : `${body}-${check}`;
  });
}

/** Finland: Y-tunnus 1234567-8 (mod 11); ALV FI + its 8 digits. */
export const FI: CountryNumbers = withPrefixedVat('FI', 'ALV-numero', {
  label: 'Y-tunnus',
  generate: generateYtunnus,
  validate: (v) => ytunnusValid(compact(v)),
});

const orgnrSeValid = (c: string) => /^\d{10}$/.test(c) && Number(c[2]) >= 2 && luhnValid(c);
/** The first digit names the kind of entity: 5 an aktiebolag, 9 a partnership (HB, KB). */
export const SWEDISH_PARTNERSHIPS = new Set(['HB', 'KB']);

function generateOrgnrSe(rng: Rng, form?: string): string {
  const group =
    form && SWEDISH_PARTNERSHIPS.has(form) ? rng.pick(['916', '969']) : `55${rng.int(6, 9)}`;
  const body = `${group}${randomDigits(rng, 6, '0123456789')}`;
  const n = `${body}${luhnDigit(body)}`;
  return `${n.slice(0, 6)}-${n.slice(6)}`;
}

/** Sweden: organisationsnummer 10 digits (Luhn); momsnummer SE + it + 01. */
export const SE: CountryNumbers = {
  reg: {
    label: 'Organisationsnummer',
    generate: generateOrgnrSe,
    validate: (v) => orgnrSeValid(compact(v)),
  },
  vat: {
    label: 'Momsnummer',
    generate: (rng) => `SE${compact(generateOrgnrSe(rng))}01`,
    validate: (v) => {
      const c = compact(v).replace(/^SE/, '');
      return /^\d{10}01$/.test(c) && orgnrSeValid(c.slice(0, 10));
    },
  },
  vatFromReg: (reg) => `SE${compact(reg)}01`,
};

function noDigit(body: string): number | null {
  const r = weightedSum(body, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return r === 0 ? 0 : r === 1 ? null : 11 - r;
}
const noValid = (c: string) => /^[89]\d{8}$/.test(c) && noDigit(c) === Number(c[8]);
function generateOrgnrNo(rng: Rng): string {
  return retry(rng, (r) => {
    const body = randomDigits(r, 8, '89');
    const check = noDigit(body);
    if (check === null) return null;
    const n = `${body}${check}`;
    return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  });
}

/** Norway: organisasjonsnummer 9 digits (mod 11); MVA-nummer NO + it + MVA. */
export const NO: CountryNumbers = {
  reg: {
    label: 'Organisasjonsnummer',
    generate: generateOrgnrNo,
    validate: (v) => noValid(compact(v)),
  },
  vat: {
    label: 'MVA-nummer',
    generate: (rng) => `NO${compact(generateOrgnrNo(rng))}MVA`,
    validate: (v) => noValid(compact(v).replace(/^NO/, '').replace(/MVA$/, '')),
  },
  vatFromReg: (reg) => `NO${compact(reg)}MVA`,
};

const cvrValid = (c: string) =>
  /^[1-9]\d{7}$/.test(c) && weightedSum(c, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0;
function generateCvr(rng: Rng): string {
  return retry(rng, (r) => {
    const body = randomDigits(r, 7, '123456789');
    const check = (11 - (weightedSum(body, [2, 7, 6, 5, 4, 3, 2]) % 11)) % 11;
    return check === 10 ? null : `${body}${check}`;
  });
}

/** Denmark: CVR-nummer 8 digits (mod 11); VAT DK + CVR. */
export const DK: CountryNumbers = withPrefixedVat('DK', 'Momsnummer', {
  label: 'CVR-nummer',
  generate: generateCvr,
  validate: (v) => cvrValid(compact(v)),
});

function kennitalaDigit(body: string): number | null {
  const r = weightedSum(body, [3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  const c = r === 0 ? 0 : 11 - r;
  return c === 10 ? null : c;
}

/** Iceland: kennitala of a company (day + 40, mod 11 check, century digit); VSK number 5-6 digits. */
export const IS: CountryNumbers = {
  reg: {
    label: 'Kennitala',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `${r.int(41, 68)}${pad(r.int(1, 12), 2)}${pad(r.int(0, 24), 2)}${randomDigits(r, 2, '2345678')}`;
        const check = kennitalaDigit(body);
        return check === null
          ? null
          : `${body.slice(0, 6)}-${body.slice(6)}${check}${r.chance(0.7) ? 0 : 9}`;
      }),
    validate: (v) => {
      const c = compact(v);
      return /^[4-7]\d{9}$/.test(c) && kennitalaDigit(c) === Number(c[8]) && /[09]/.test(c[9]!);
    },
  },
  vat: {
    label: 'VSK-númer',
    generate: (rng) => randomDigits(rng, rng.chance(0.5) ? 5 : 6),
    validate: (v) => /^\d{5,6}$/.test(compact(v)),
  },
};
