import type { Rng } from '../random';

/** A national company number: what it is called, how to make a valid one, how to check one. */
export interface NumberFormat {
  /** The register's name for it ('USt-IdNr.', 'БИН', 'SIREN'). */
  label: string;
  /** A valid number, written as the register writes it. */
  generate(rng: Rng): string;
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
