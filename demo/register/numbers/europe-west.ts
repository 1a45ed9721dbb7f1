import type { Rng } from '../random';
import type { CountryNumbers } from './number-format';
import {
  compact,
  luhnDigit,
  luhnValid,
  mod11_10Digit,
  randomDigits,
  retry,
  weightedSum,
} from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Department A of the Handelsregister keeps sole traders and partnerships (e.K., OHG, KG, GmbH &
 * Co. KG), department B the corporations (GmbH, UG, AG, SE, KGaA).
 */
const DE_HRA_FORM = /(?:^|\s)(?:e\.\s?K(?:fm|fr)?\.|OHG|KG)$/;
export const germanRegisterOf = (form: string): 'HRA' | 'HRB' =>
  DE_HRA_FORM.test(form) ? 'HRA' : 'HRB';

/** Germany: Handelsregister number (no check digit); USt-IdNr. DE + 8 digits + ISO 7064 11,10. */
export const DE: CountryNumbers = {
  reg: {
    label: 'Handelsregister',
    generate: (rng, form) => {
      const register = form ? germanRegisterOf(form) : rng.chance(0.8) ? 'HRB' : 'HRA';
      return `${register} ${randomDigits(rng, rng.int(4, 6))}`;
    },
    validate: (v) => /^HR[AB]\d{1,6}[A-Z]{0,2}$/.test(compact(v)),
  },
  vat: {
    label: 'USt-IdNr.',
    generate: (rng) => {
      const body = randomDigits(rng, 8);
      return `DE${body}${mod11_10Digit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^DE/, '');
      return /^[1-9]\d{8}$/.test(c) && mod11_10Digit(c.slice(0, 8)) === Number(c[8]);
    },
  },
};

function atUidDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const p = Number(body[i]) * (i % 2 === 0 ? 1 : 2);
    sum += p > 9 ? p - 9 : p;
  }
  return (10 - ((sum + 4) % 10)) % 10;
}

/** Austria: Firmenbuchnummer (FN, digits and a letter); UID ATU + 7 digits + check. */
export const AT: CountryNumbers = {
  reg: {
    label: 'Firmenbuchnummer',
    generate: (rng) =>
      `FN ${randomDigits(rng, rng.int(5, 6))}${rng.pick([...'abdfghikmpstvwxyz'])}`,
    validate: (v) => /^(?:FN)?\d{1,6}[A-Z]$/.test(compact(v)),
  },
  vat: {
    label: 'UID',
    generate: (rng) => {
      const body = randomDigits(rng, 7);
      return `ATU${body}${atUidDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^ATU/, '');
      return /^\d{8}$/.test(c) && atUidDigit(c) === Number(c[7]);
    },
  },
};

function chUidDigit(body: string): number | null {
  const c = 11 - (weightedSum(body, [5, 4, 3, 2, 7, 6, 5, 4]) % 11);
  return c === 11 ? 0 : c === 10 ? null : c;
}
const formatUid = (d: string) => `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;

/** Switzerland: UID CHE-123.456.789 (mod 11); the VAT number is the UID with MWST. */
export const CH: CountryNumbers = {
  reg: {
    label: 'UID',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 8);
        const check = chUidDigit(body);
        return check === null ? null : formatUid(`${body}${check}`);
      }),
    validate: (v) => {
      const c = compact(v)
        .replace(/^CHE/, '')
        .replace(/(MWST|TVA|IVA)$/, '');
      return /^\d{9}$/.test(c) && chUidDigit(c.slice(0, 8)) === Number(c[8]);
    },
  },
  vat: null,
  vatFromReg: (reg) => `${reg} MWST`,
};

const sirenCheck = (v: string) => /^\d{9}$/.test(v) && luhnValid(v);
const tvaKey = (siren: string) => (12 + 3 * (Number(siren) % 97)) % 97;

function generateSiren(rng: Rng): string {
  const body = randomDigits(rng, 8, '3456789');
  const siren = `${body}${luhnDigit(body)}`;
  return `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`;
}
const tvaFromSiren = (reg: string) => `FR${pad(tvaKey(compact(reg)), 2)}${compact(reg)}`;

/** France: SIREN (9 digits, Luhn); TVA FR + key + SIREN, key = (12 + 3 × (SIREN mod 97)) mod 97. */
export const FR: CountryNumbers = {
  reg: { label: 'SIREN', generate: generateSiren, validate: (v) => sirenCheck(compact(v)) },
  vat: {
    label: 'N° TVA',
    generate: (rng) => tvaFromSiren(generateSiren(rng)),
    validate: (v) => {
      const c = compact(v).replace(/^FR/, '');
      const siren = c.slice(2);
      return /^\d{11}$/.test(c) && sirenCheck(siren) && Number(c.slice(0, 2)) === tvaKey(siren);
    },
  },
  vatFromReg: tvaFromSiren,
};

const beValid = (c: string) =>
  /^[01]\d{9}$/.test(c) && 97 - (Number(c.slice(0, 8)) % 97) === Number(c.slice(8));

function generateBe(rng: Rng): string {
  const body = `0${randomDigits(rng, 7, '45789')}`;
  const n = `${body}${pad(97 - (Number(body) % 97), 2)}`;
  return `${n.slice(0, 4)}.${n.slice(4, 7)}.${n.slice(7)}`;
}
const beVatFromReg = (reg: string) => `BE${compact(reg)}`;

/** Belgium: enterprise number 0xxx.xxx.xxx, check = 97 − (first 8 digits mod 97); VAT BE + it. */
export const BE: CountryNumbers = {
  reg: {
    label: 'Numéro d’entreprise',
    generate: generateBe,
    validate: (v) => beValid(compact(v)),
  },
  vat: {
    label: 'TVA/BTW',
    generate: (rng) => beVatFromReg(generateBe(rng)),
    validate: (v) => beValid(compact(v).replace(/^BE/, '')),
  },
  vatFromReg: beVatFromReg,
};

/** Luxembourg: RCS B + digits (no check); TVA LU + 6 digits + (those mod 89). */
export const LU: CountryNumbers = {
  reg: {
    label: 'RCS',
    generate: (rng) => `B${randomDigits(rng, 6, '12')}`,
    validate: (v) => /^[AB]\d{4,6}$/.test(compact(v)),
  },
  vat: {
    label: 'N° TVA',
    generate: (rng) => {
      const body = randomDigits(rng, 6);
      return `LU${body}${pad(Number(body) % 89, 2)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^LU/, '');
      return /^\d{8}$/.test(c) && Number(c.slice(0, 6)) % 89 === Number(c.slice(6));
    },
  },
};

const elfproef = (body: string) => weightedSum(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;

/** Netherlands: KvK number (8 digits, no check); btw-id NL + 9 digits (elfproef) + B + 2 digits. */
export const NL: CountryNumbers = {
  reg: {
    label: 'KvK-nummer',
    generate: (rng) => randomDigits(rng, 8, '1234567'),
    validate: (v) => /^\d{8}$/.test(compact(v)),
  },
  vat: {
    label: 'Btw-id',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 8);
        const check = elfproef(body);
        return check === 10 ? null : `NL${body}${check}B${pad(r.int(1, 9), 2)}`;
      }),
    validate: (v) => {
      const c = compact(v).replace(/^NL/, '');
      return /^\d{9}B\d{2}$/.test(c) && elfproef(c.slice(0, 8)) === Number(c[8]);
    },
  },
};

const ieLetter = (body: string) =>
  'WABCDEFGHIJKLMNOPQRSTUV'[weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 23]!;

/** Ireland: CRO number (no check); VAT IE + 7 digits + check letter (mod 23). */
export const IE: CountryNumbers = {
  reg: {
    label: 'CRO number',
    generate: (rng) => randomDigits(rng, 6, '1234567'),
    validate: (v) => /^\d{1,6}$/.test(compact(v)),
  },
  vat: {
    label: 'VAT number',
    generate: (rng) => {
      const body = randomDigits(rng, 7, '123456789');
      return `IE${body}${ieLetter(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^IE/, '');
      return /^\d{7}[A-W]$/.test(c) && ieLetter(c.slice(0, 7)) === c[7];
    },
  },
};

const gbVatRemainder = (c: string) =>
  (weightedSum(c, [8, 7, 6, 5, 4, 3, 2]) + Number(c.slice(7, 9))) % 97;

/**
 * United Kingdom: Companies House number (8 characters: digits, or SC/NI/OC + 6 digits; no
 * check digit); VAT GB + 9 digits whose weighted sum is 0 or 55 mod 97.
 */
export const GB: CountryNumbers = {
  reg: {
    label: 'Company number',
    // Limited liability partnerships are numbered apart: OC in England and Wales, SO in Scotland.
    generate: (rng, form) => {
      const isScottish = rng.chance(0.08);
      if (form === 'LLP') return `${isScottish ? 'SO' : 'OC'}${randomDigits(rng, 6, '1234')}`;
      return isScottish
        ? `SC${randomDigits(rng, 6, '1234567')}`
        : `${pad(rng.int(100000, 15999999), 8)}`;
    },
    validate: (v) =>
      /^(?:\d{8}|(?:SC|NI|OC|SO|NC|R0|LP|SL|NL|FC|IP|SP|RS|CE|CS)\d{6})$/.test(compact(v)),
  },
  vat: {
    label: 'VAT Reg No',
    generate: (rng) => {
      const body = randomDigits(rng, 7);
      const check = (97 - (weightedSum(body, [8, 7, 6, 5, 4, 3, 2]) % 97)) % 97;
      const n = `${body}${pad(check, 2)}`;
      return `GB${n.slice(0, 3)} ${n.slice(3, 7)} ${n.slice(7)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^(GB|XI)/, '');
      return /^\d{9}$/.test(c) && [0, 55].includes(gbVatRemainder(c));
    },
  },
};
