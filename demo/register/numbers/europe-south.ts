import type { Rng } from '../random';
import { withPrefixedVat, type CountryNumbers } from './number-format';
import { compact, luhnDigit, luhnValid, randomDigits, retry, weightedSum } from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const PROVINCES = ['MI', 'RM', 'TO', 'NA', 'BO', 'FI', 'VE', 'GE', 'BA', 'PA', 'VR', 'BS'];

function generatePartitaIva(rng: Rng): string {
  const body = `${randomDigits(rng, 7, '01')}${pad(rng.int(1, 99), 3)}`;
  return `${body}${luhnDigit(body)}`;
}

/** Italy: REA number (province + digits, no check); Partita IVA 11 digits (Luhn). */
export const IT: CountryNumbers = {
  reg: {
    label: 'REA',
    generate: (rng) => `${rng.pick(PROVINCES)}-${randomDigits(rng, rng.int(6, 7))}`,
    validate: (v) => /^[A-Z]{2}\d{4,7}$/.test(compact(v)),
  },
  vat: {
    label: 'Partita IVA',
    generate: (rng) => `IT${generatePartitaIva(rng)}`,
    validate: (v) => {
      const c = compact(v).replace(/^IT/, '');
      return /^\d{11}$/.test(c) && luhnValid(c);
    },
  },
};

function cifControl(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}

function cifValid(c: string): boolean {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(c);
  if (!m) return false;
  const control = cifControl(m[2]!);
  const letter = 'JABCDEFGHI'[control]!;
  if ('ABEH'.includes(m[1]!)) return m[3] === String(control);
  if ('KPQSNW'.includes(m[1]!)) return m[3] === letter;
  return m[3] === String(control) || m[3] === letter;
}

/** The NIF's first letter names the form: A a sociedad anónima, B a sociedad limitada. */
export function spanishNifLetter(form: string): 'A' | 'B' | null {
  if (/^S\.A\.$/.test(form)) return 'A';
  return /^S\.L\.(?:U\.|N\.E\.)?$/.test(form) ? 'B' : null;
}

function generateCif(rng: Rng, form?: string): string {
  const letter = (form && spanishNifLetter(form)) || (rng.chance(0.8) ? 'B' : 'A');
  const digits = `${pad(rng.int(1, 52), 2)}${randomDigits(rng, 5, '0123456789')}`;
  return `${letter}${digits}${cifControl(digits)}`;
}

/** Spain: NIF of a company (the former CIF: letter, 7 digits, control); VAT is ES + NIF. */
export const ES: CountryNumbers = withPrefixedVat('ES', 'NIF-IVA', {
  label: 'NIF',
  generate: generateCif,
  validate: (v) => cifValid(compact(v)),
});

function ptDigit(body: string): number {
  const r = weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return r < 2 ? 0 : 11 - r;
}
const ptValid = (c: string) => /^[5-9]\d{8}$/.test(c) && ptDigit(c) === Number(c[8]);

/** Portugal: NIPC (9 digits, companies from 5, mod 11); VAT PT + NIPC. */
export const PT: CountryNumbers = {
  reg: {
    label: 'NIPC',
    generate: (rng) => {
      const body = randomDigits(rng, 8, '5');
      return `${body}${ptDigit(body)}`;
    },
    validate: (v) => ptValid(compact(v)),
  },
  vat: {
    label: 'NIF',
    generate: (rng) => `PT${PT.reg.generate(rng)}`,
    validate: (v) => ptValid(compact(v).replace(/^PT/, '')),
  },
  vatFromReg: (reg) => `PT${compact(reg)}`,
};

const afmDigit = (body: string) => (weightedSum(body, [256, 128, 64, 32, 16, 8, 4, 2]) % 11) % 10;

/** Greece: GEMI number (12 digits, no check); ΑΦΜ 9 digits (powers of two, mod 11), VAT EL + ΑΦΜ. */
export const GR: CountryNumbers = {
  reg: {
    label: 'Αριθμός ΓΕΜΗ',
    generate: (rng) => randomDigits(rng, 12, '1'),
    validate: (v) => /^\d{9,12}$/.test(compact(v)),
  },
  vat: {
    label: 'ΑΦΜ',
    generate: (rng) => {
      const body = randomDigits(rng, 8, '089');
      return `EL${body}${afmDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^(EL|GR)/, '');
      return /^\d{9}$/.test(c) && afmDigit(c) === Number(c[8]);
    },
  },
};

const CY_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21];
function cyLetter(body: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += i % 2 === 0 ? CY_ODD[Number(body[i])]! : Number(body[i]);
  return String.fromCharCode(65 + (sum % 26));
}

/** Cyprus: registration HE + digits (no check); VAT CY + 8 digits + check letter. */
export const CY: CountryNumbers = {
  reg: {
    label: 'Registration number',
    generate: (rng) => `HE ${randomDigits(rng, 6, '123456789')}`,
    validate: (v) => /^HE\d{1,6}$/.test(compact(v)),
  },
  vat: {
    label: 'ΦΠΑ',
    generate: (rng) => {
      const body = `10${randomDigits(rng, 6, '0123456789')}`;
      return `CY${body}${cyLetter(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^CY/, '');
      return /^[0-59]\d{7}[A-Z]$/.test(c) && !c.startsWith('12') && cyLetter(c) === c[8];
    },
  },
};

/** Malta: registration C + digits (no check); VAT MT + 8 digits (weights 3,4,6,7,8,9 mod 37). */
export const MT: CountryNumbers = {
  reg: {
    label: 'Company number',
    generate: (rng) => `C ${randomDigits(rng, 5)}`,
    validate: (v) => /^C\d{1,6}$/.test(compact(v)),
  },
  vat: {
    label: 'VAT number',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 6);
        const check = (37 - (weightedSum(body, [3, 4, 6, 7, 8, 9]) % 37)) % 37;
        return `MT${body}${pad(check, 2)}`;
      }),
    validate: (v) => {
      const c = compact(v).replace(/^MT/, '');
      return (
        /^[1-9]\d{7}$/.test(c) &&
        (weightedSum(c, [3, 4, 6, 7, 8, 9]) + Number(c.slice(6))) % 37 === 0
      );
    },
  },
};
