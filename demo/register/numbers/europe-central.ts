import type { Rng } from '../random';
import { withPrefixedVat, type CountryNumbers } from './number-format';
import {
  compact,
  mod11_10Digit,
  randomDigits,
  retry,
  twoPassMod11,
  weightedSum,
} from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const nipDigit = (body: string) => weightedSum(body, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
const nipValid = (c: string) => /^\d{10}$/.test(c) && nipDigit(c) === Number(c[9]);

/** Poland: KRS number (10 digits, no check); NIP 10 digits (mod 11), VAT PL + NIP. */
export const PL: CountryNumbers = {
  reg: {
    label: 'KRS',
    generate: (rng) => `0000${randomDigits(rng, 6, '123456789')}`,
    validate: (v) => /^\d{10}$/.test(compact(v)),
  },
  vat: {
    label: 'NIP',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 9);
        const check = nipDigit(body);
        if (check === 10) return null;
        const n = `${body}${check}`;
        return `PL${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
      }),
    validate: (v) => nipValid(compact(v).replace(/^PL/, '')),
  },
};

/** 11 − (sum mod 11), where 10 becomes 0 and 11 becomes 1. */
const icoDigit = (body: string) => (11 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10;
const icoValid = (c: string) => /^[0-8]\d{7}$/.test(c) && icoDigit(c) === Number(c[7]);
function generateIco(rng: Rng): string {
  const body = randomDigits(rng, 7, '012345678');
  return `${body}${icoDigit(body)}`;
}

/** Czechia: IČO 8 digits (mod 11); DIČ of a company is CZ + IČO. */
export const CZ: CountryNumbers = withPrefixedVat('CZ', 'DIČ', {
  label: 'IČO',
  generate: generateIco,
  validate: (v) => icoValid(compact(v)),
});

/** Slovakia: IČO as in Czechia; IČ DPH SK + 10 digits divisible by 11. */
export const SK: CountryNumbers = {
  reg: { label: 'IČO', generate: generateIco, validate: (v) => icoValid(compact(v)) },
  vat: {
    label: 'IČ DPH',
    generate: (rng) =>
      retry(rng, (r) => {
        const n = Number(`20${randomDigits(r, 8, '0123456789')}`);
        const valid = n - (n % 11);
        const text = String(valid);
        return text.length === 10 && '234789'.includes(text[2]!) ? `SK${text}` : null;
      }),
    validate: (v) => {
      const c = compact(v).replace(/^SK/, '');
      return /^[1-9]\d[234789]\d{7}$/.test(c) && Number(c) % 11 === 0;
    },
  },
};

const huDigit = (body: string) => (10 - (weightedSum(body, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10;

/** The middle part of a cégjegyzékszám names the form: 09 Kft., 10 Zrt./Nyrt., 06 Bt., 03 Kkt. */
export const HU_FORM_CODES: Record<string, string> = {
  'Kft.': '09',
  'Zrt.': '10',
  'Nyrt.': '10',
  'Bt.': '06',
  'Kkt.': '03',
};

/** Hungary: cégjegyzékszám (court-form-serial, no check); adószám 8 digits (9,7,3,1), VAT HU + 8. */
export const HU: CountryNumbers = {
  reg: {
    label: 'Cégjegyzékszám',
    generate: (rng, form) => {
      const court = pad(rng.int(1, 20), 2);
      const formCode = (form && HU_FORM_CODES[form]) || rng.pick(['09', '09', '10', '06']);
      return `${court}-${formCode}-${randomDigits(rng, 6)}`;
    },
    validate: (v) => /^\d{2}-?\d{2}-?\d{6}$/.test(v.replace(/\s/g, '')),
  },
  vat: {
    label: 'Adószám',
    generate: (rng) => {
      const body = randomDigits(rng, 7);
      return `HU${body}${huDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^HU/, '').slice(0, 8);
      return /^\d{8}$/.test(c) && huDigit(c) === Number(c[7]);
    },
  },
};

function cuiDigit(body: string): number {
  const padded = body.padStart(9, '0');
  return ((weightedSum(padded, [7, 5, 3, 2, 1, 7, 5, 3, 2]) * 10) % 11) % 10;
}
const cuiValid = (c: string) =>
  /^\d{2,10}$/.test(c) && cuiDigit(c.slice(0, -1)) === Number(c.slice(-1));

/** Romania: ONRC number J40/123/2015 (no check); CUI up to 10 digits (mod 11), VAT RO + CUI. */
export const RO: CountryNumbers = {
  reg: {
    label: 'Nr. ONRC',
    generate: (rng) => `J${pad(rng.int(1, 52), 2)}/${rng.int(100, 29999)}/${rng.int(1991, 2024)}`,
    validate: (v) => /^[JFC]\d{2}\/\d{1,6}\/\d{4}$/.test(v.replace(/\s/g, '').toUpperCase()),
  },
  vat: {
    label: 'CUI',
    generate: (rng) => {
      const body = randomDigits(rng, 7);
      return `RO${body}${cuiDigit(body)}`;
    },
    validate: (v) => cuiValid(compact(v).replace(/^RO/, '')),
  },
};

const eikDigit = (body: string) =>
  twoPassMod11(body, [1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10]);
const eikValid = (c: string) => /^\d{9}$/.test(c) && eikDigit(c) === Number(c[8]);
function generateEik(rng: Rng): string {
  const body = randomDigits(rng, 8, '12');
  return `${body}${eikDigit(body)}`;
}

/** Bulgaria: ЕИК 9 digits (two-pass mod 11); ДДС номер BG + ЕИК. */
export const BG: CountryNumbers = withPrefixedVat('BG', 'ДДС номер', {
  label: 'ЕИК',
  generate: generateEik,
  validate: (v) => eikValid(compact(v)),
});

/** Croatia: MBS court number (no check); OIB 11 digits (ISO 7064 11,10), VAT HR + OIB. */
export const HR: CountryNumbers = {
  reg: {
    label: 'MBS',
    generate: (rng) => `0${randomDigits(rng, 8, '1234689')}`,
    validate: (v) => /^\d{9}$/.test(compact(v)),
  },
  vat: {
    label: 'OIB',
    generate: (rng) => {
      const body = randomDigits(rng, 10);
      return `HR${body}${mod11_10Digit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^HR/, '');
      return /^\d{11}$/.test(c) && mod11_10Digit(c.slice(0, 10)) === Number(c[10]);
    },
  },
};

function siDigit(body: string): number | null {
  const c = 11 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 11);
  return c === 11 ? null : c === 10 ? 0 : c;
}

/** Slovenia: matična številka (10 digits, no check used here); ID za DDV SI + 8 digits (mod 11). */
export const SI: CountryNumbers = {
  reg: {
    label: 'Matična številka',
    generate: (rng) => `${randomDigits(rng, 7, '123456789')}000`,
    validate: (v) => /^\d{7}(?:000|\d{3})$/.test(compact(v)),
  },
  vat: {
    label: 'ID za DDV',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 7);
        const check = siDigit(body);
        return check === null ? null : `SI${body}${check}`;
      }),
    validate: (v) => {
      const c = compact(v).replace(/^SI/, '');
      return /^[1-9]\d{7}$/.test(c) && siDigit(c) === Number(c[7]);
    },
  },
};

/** Serbia: matični broj 8 digits (format only); PIB 9 digits (ISO 7064 11,10). */
export const RS: CountryNumbers = {
  reg: {
    label: 'Matični broj',
    generate: (rng) => randomDigits(rng, 8, '12'),
    validate: (v) => /^\d{8}$/.test(compact(v)),
  },
  vat: {
    label: 'PIB',
    generate: (rng) => {
      const body = randomDigits(rng, 8, '1'),
        check = mod11_10Digit(body);
      return `${body}${check}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^RS/, '');
      return /^\d{9}$/.test(c) && mod11_10Digit(c.slice(0, 8)) === Number(c[8]);
    },
  },
};
