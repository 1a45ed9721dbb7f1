import type { Rng } from '../random';
import type { CountryNumbers, NumberFormat } from './number-format';
import { compact, luhnDigit, luhnValid, randomDigits, retry, weightedSum } from './check-digits';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const usccSum = (body: string) =>
  [...body].reduce((sum, ch, i) => sum + USCC_ALPHABET.indexOf(ch) * USCC_WEIGHTS[i]!, 0) % 31;

/** The 9-character organisation code inside a USCC: 8 digits and a mod-11 check (X for 10). */
function organisationCode(rng: Rng): string {
  const body = randomDigits(rng, 8);
  const c = 11 - (weightedSum(body, [3, 7, 9, 10, 5, 8, 4, 2]) % 11);
  return `${body}${c === 10 ? 'X' : c === 11 ? '0' : c}`;
}

const REGIONS_CN = [
  '110105',
  '110108',
  '310115',
  '310104',
  '440300',
  '440106',
  '330106',
  '320102',
  '510107',
  '420106',
];

/** China: unified social credit code, 18 characters, check character mod 31 (GB 32100-2015). */
export const CN: CountryNumbers = {
  reg: {
    label: '统一社会信用代码',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `91${r.pick(REGIONS_CN)}${organisationCode(r)}`;
        const remainder = usccSum(body);
        // Remainder 0 gives check '0' by the standard; some validators reject it, so skip it.
        return remainder === 0 ? null : `${body}${USCC_ALPHABET[31 - remainder]}`;
      }),
    validate: (v) => {
      const c = compact(v);
      if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(c)) return false;
      return USCC_ALPHABET[(31 - usccSum(c.slice(0, 17))) % 31] === c[17];
    },
  },
  vat: null,
};

function jpCheck(base: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) sum += Number(base[12 - n]) * (n % 2 === 1 ? 1 : 2);
  return 9 - (sum % 9);
}

/** Japan: corporate number (法人番号) 13 digits, the check digit first. */
export const JP: CountryNumbers = {
  reg: {
    label: '法人番号',
    generate: (rng) => {
      const base = `${pad(rng.int(1, 9), 4)}${rng.pick(['01', '02', '03'])}${randomDigits(rng, 6, '0123456789')}`;
      return `${jpCheck(base)}${base}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{13}$/.test(c) && jpCheck(c.slice(1)) === Number(c[0]);
    },
  },
  vat: null,
};

function brnDigit(body: string): number {
  const sum =
    weightedSum(body, [1, 3, 7, 1, 3, 7, 1, 3, 5]) + Math.floor((Number(body[8]) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

/** South Korea: business registration number 123-81-12345 (weights 1,3,7,1,3,7,1,3,5). */
export const KR: CountryNumbers = {
  reg: {
    label: '사업자등록번호',
    generate: (rng) => {
      const body = `${rng.int(101, 899)}${rng.int(81, 88)}${randomDigits(rng, 4, '123456789')}`;
      const n = `${body}${brnDigit(body)}`;
      return `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{10}$/.test(c) && Number(c.slice(0, 3)) >= 101 && brnDigit(c) === Number(c[9]);
    },
  },
  vat: null,
};

function ubnValid(c: string): boolean {
  if (!/^\d{8}$/.test(c)) return false;
  const products = [1, 2, 1, 2, 1, 2, 4, 1].map((w, i) => String(Number(c[i]) * w)).join('');
  const sum = [...products].reduce((acc, d) => acc + Number(d), 0) % 10;
  return sum === 0 || (sum === 9 && c[6] === '7');
}

/** Taiwan: unified business number (統一編號) 8 digits. */
export const TW: CountryNumbers = {
  reg: {
    label: '統一編號',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = randomDigits(r, 7);
        for (let d = 0; d <= 9; d++) if (ubnValid(`${body}${d}`)) return `${body}${d}`;
        return null;
      }),
    validate: (v) => ubnValid(compact(v)),
  },
  vat: null,
};

function mstDigit(body: string): number | null {
  const c = 10 - (weightedSum(body, [31, 29, 23, 19, 17, 13, 7, 5, 3]) % 11);
  return c === 10 ? null : c;
}

/** Vietnam: tax code (mã số thuế) 10 digits, check digit mod 11; registration and tax number. */
export const VN: CountryNumbers = {
  reg: {
    label: 'Mã số doanh nghiệp',
    generate: (rng) =>
      retry(rng, (r) => {
        const body = `0${r.int(1, 9)}${randomDigits(r, 7, '0123456789')}`;
        const check = mstDigit(body);
        return check === null || body.slice(2) === '0000000' ? null : `${body}${check}`;
      }),
    validate: (v) => {
      const c = compact(v);
      return /^\d{10}$/.test(c) && mstDigit(c) === Number(c[9]);
    },
  },
  vat: null,
};

function vknDigit(front: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (Number(front[i]) + 9 - i) % 10;
    sum += t === 0 ? 0 : (t * 2 ** (9 - i)) % 9 || 9;
  }
  return (10 - (sum % 10)) % 10;
}

/** Turkey: trade registry number (no check); VKN tax number 10 digits. */
export const TR: CountryNumbers = {
  reg: {
    label: 'Ticaret Sicil No',
    generate: (rng) => randomDigits(rng, 6),
    validate: (v) => /^\d{4,7}$/.test(compact(v)),
  },
  vat: {
    label: 'VKN',
    generate: (rng) => {
      const body = randomDigits(rng, 9);
      return `${body}${vknDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v).replace(/^TR/, '');
      return /^\d{10}$/.test(c) && vknDigit(c) === Number(c[9]);
    },
  },
};

const GST_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function gstinCheck(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GST_ALPHABET.indexOf(first14[i]!) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GST_ALPHABET[(36 - (sum % 36)) % 36]!;
}
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letters = (rng: Rng, n: number) =>
  Array.from({ length: n }, () => rng.pick([...LETTERS])).join('');
const IN_STATES = ['MH', 'DL', 'KA', 'TN', 'GJ', 'WB', 'TG', 'UP', 'RJ', 'HR'];
const GST_STATE: Record<string, string> = {
  MH: '27',
  DL: '07',
  KA: '29',
  TN: '33',
  GJ: '24',
  WB: '19',
  TG: '36',
  UP: '09',
  RJ: '08',
  HR: '06',
};

/** India: CIN (21 characters, no check); GSTIN 15 characters (state, PAN, entity, Z, mod-36 check). */
export const IN: CountryNumbers = {
  reg: {
    label: 'CIN',
    generate: (rng) =>
      `U${randomDigits(rng, 5, '1234567')}${rng.pick(IN_STATES)}${rng.int(1990, 2024)}PTC${randomDigits(rng, 6, '0123456789')}`,
    validate: (v) => /^[UL]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/.test(compact(v)),
  },
  vat: {
    label: 'GSTIN',
    generate: (rng) => {
      const first14 = `${GST_STATE[rng.pick(IN_STATES)]}${letters(rng, 3)}C${letters(rng, 1)}${randomDigits(rng, 4, '0123456789')}${letters(rng, 1)}${rng.int(1, 9)}Z`;
      return `${first14}${gstinCheck(first14)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return (
        /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(c) && gstinCheck(c.slice(0, 14)) === c[14]
      );
    },
  },
};

const uenLetter = (digits: string) =>
  'ZKCMDNERGWH'[weightedSum(digits, [10, 8, 6, 4, 9, 7, 5, 3, 1]) % 11]!;

/** Singapore: UEN of a local company, year + 5 digits + check letter. */
export const SG: CountryNumbers = {
  reg: {
    label: 'UEN',
    generate: (rng) => {
      const digits = `${rng.int(1990, 2024)}${randomDigits(rng, 5, '0123456789')}`;
      return `${digits}${uenLetter(digits)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{9}[A-Z]$/.test(c) && uenLetter(c.slice(0, 9)) === c[9];
    },
  },
  vat: null,
};

/** Israel: company number (ח.פ.) 9 digits from 51, Luhn. */
export const IL: CountryNumbers = {
  reg: {
    label: 'ח.פ.',
    generate: (rng) => {
      const body = `51${randomDigits(rng, 6, '0123456789')}`;
      const n = `${body}${luhnDigit(body)}`;
      return `${n.slice(0, 2)}-${n.slice(2, 8)}-${n.slice(8)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^5\d{8}$/.test(c) && luhnValid(c);
    },
  },
  vat: null,
};

const thDigit = (body: string) =>
  (11 - (weightedSum(body, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10;

/** Thailand: juristic person / tax id 13 digits from 0, mod 11. */
export const TH: CountryNumbers = {
  reg: {
    label: 'เลขทะเบียนนิติบุคคล',
    generate: (rng) => {
      const body = `0${rng.pick(['105', '107', '115', '125'])}5${randomDigits(rng, 7, '0123456789')}`;
      return `${body}${thDigit(body)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{13}$/.test(c) && thDigit(c) === Number(c[12]);
    },
  },
  vat: null,
};

/** Indonesia: NPWP 15 digits, the first nine with a Luhn check. */
export const ID: CountryNumbers = {
  reg: {
    label: 'NIB',
    generate: (rng) => randomDigits(rng, 13, '129'),
    validate: (v) => /^\d{13}$/.test(compact(v)),
  },
  vat: {
    label: 'NPWP',
    generate: (rng) => {
      const body = `${rng.pick(['01', '02'])}${randomDigits(rng, 6, '123456789')}`;
      const n = `${body}${luhnDigit(body)}${randomDigits(rng, 3, '0123456789')}000`;
      return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5, 8)}.${n[8]}-${n.slice(9, 12)}.${n.slice(12)}`;
    },
    validate: (v) => {
      const c = compact(v);
      return /^\d{15}$/.test(c) && luhnValid(c.slice(0, 9));
    },
  },
};

const formatOnly = (label: string, re: RegExp, make: (rng: Rng) => string): NumberFormat => ({
  label,
  generate: make,
  validate: (v) => re.test(compact(v)),
});

/** Malaysia: SSM registration number YYYY + type + 6 digits (format only). */
export const MY: CountryNumbers = {
  reg: formatOnly(
    'No. Pendaftaran',
    /^(19|20)\d{2}0[1-6]\d{6}$/,
    (rng) => `${rng.int(1990, 2024)}01${randomDigits(rng, 6, '0123456789')}`,
  ),
  vat: null,
};

/** Hong Kong: company number, 7 digits (format only). */
export const HK: CountryNumbers = {
  reg: formatOnly('Company number', /^\d{6,8}$/, (rng) => randomDigits(rng, 7, '123')),
  vat: null,
};
