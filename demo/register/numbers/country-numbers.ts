import { AM, AZ, BY, GE, KG, KZ, MD, MN, RU, TJ, TM, UA, UZ } from './cis';
import { AR, BR, CA, CL, CO, MX, PE, US } from './americas';
import { CN, HK, ID, IL, IN, JP, KR, MY, SG, TH, TR, TW, VN } from './asia';
import { compact, randomDigits } from './check-digits';
import { BG, CZ, HR, HU, PL, RO, RS, SI, SK } from './europe-central';
import { DK, EE, FI, IS, LT, LV, NO, SE } from './europe-north';
import { CY, ES, GR, IT, MT, PT } from './europe-south';
import { AT, BE, CH, DE, FR, GB, IE, LU, NL } from './europe-west';
import type { CountryNumbers } from './number-format';
import { AU, NZ, ZA } from './oceania-africa';

export type { CountryNumbers } from './number-format';

/** Countries whose numbers are modelled with their real format and check digits. */
export const COUNTRY_NUMBERS: Record<string, CountryNumbers> = {
  ...{ AT, BE, CH, DE, FR, GB, IE, LU, NL, CY, ES, GR, IT, MT, PT },
  ...{ BG, CZ, HR, HU, PL, RO, SI, SK, DK, EE, FI, IS, LT, LV, NO, SE },
  ...{ AM, AZ, BY, GE, KG, KZ, MD, MN, RU, TJ, TM, UA, UZ },
  ...{ CN, HK, ID, IL, IN, JP, KR, MY, SG, TH, TR, TW, VN },
  ...{ AR, BR, CA, CL, CO, MX, PE, US, AU, NZ, ZA },
  ...{ RS, AX: FI },
};

/**
 * Elsewhere a register number of 8 digits, without check digit and without a separate VAT
 * number: the format of many small registers, and honest about knowing no more.
 */
const GENERIC: CountryNumbers = {
  reg: {
    label: 'Регистрационный номер',
    generate: (rng) => randomDigits(rng, 8),
    validate: (v) => /^[0-9A-Z]{4,20}$/.test(compact(v)),
  },
  vat: null,
};

export function countryNumbers(countryCode: string): CountryNumbers {
  return COUNTRY_NUMBERS[countryCode.toUpperCase()] ?? GENERIC;
}

/** Whether a registration or VAT number is well-formed for the country, check digits included. */
export function isValidNumber(countryCode: string, kind: 'reg' | 'vat', value: string): boolean {
  const numbers = countryNumbers(countryCode);
  const format = kind === 'reg' ? numbers.reg : numbers.vat;
  return format ? format.validate(value) : false;
}
