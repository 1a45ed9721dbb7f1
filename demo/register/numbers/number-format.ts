import type { Rng } from '../random';
import { compact } from './check-digits';

/** A national company number: what it is called, how to make a valid one, how to check one. */
export interface NumberFormat {
  /** The register's name for it ('USt-IdNr.', 'БИН', 'SIREN'). */
  label: string;
  /**
   * A valid number, written as the register writes it. Where the register types its numbers by
   * legal form (German HRA for partnerships, HRB for companies), `form` (the abbreviation, as in
   * legal-forms-data.ts) chooses the type; without it the type is drawn at random.
   */
  generate(rng: Rng, form?: string): string;
  /** Format and, where the number has them, check digits. */
  validate(value: string): boolean;
}

/** A country's registration number and, where it has a separate one, its VAT/tax number. */
export interface CountryNumbers {
  reg: NumberFormat;
  vat: NumberFormat | null;
  /** The VAT number derived from the registration number (FR TVA from SIREN, CZ DIČ from IČO). */
  vatFromReg?: (reg: string) => string;
}

/**
 * Countries whose VAT number is the country prefix followed by the registration number
 * (CZ DIČ = CZ + IČO, DK = DK + CVR, …): the VAT rules follow from the registration number's.
 */
export function withPrefixedVat(
  prefix: string,
  vatLabel: string,
  reg: NumberFormat,
): CountryNumbers {
  const withoutPrefix = (value: string) => compact(value).replace(new RegExp(`^${prefix}`), '');
  return {
    reg,
    vat: {
      label: vatLabel,
      generate: (rng: Rng, form?: string) => `${prefix}${compact(reg.generate(rng, form))}`,
      validate: (value) => reg.validate(withoutPrefix(value)),
    },
    vatFromReg: (regNumber) => `${prefix}${compact(regNumber)}`,
  };
}
