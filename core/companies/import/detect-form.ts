import { foldWords } from '../fold-text';
import { legalFormsFor } from '../legal-forms';

interface FormKey {
  abbr: string;
  key: string;
  /** A spelled-out form that is one only after the name (LegalForm.trailing). */
  trailing: boolean;
}

const keysByCountry = new Map<string, FormKey[]>();

/** Every spelling of the country's forms, folded, longest first. */
function formKeys(countryCode: string): FormKey[] {
  let keys = keysByCountry.get(countryCode);
  if (keys) return keys;
  keys = legalFormsFor(countryCode)
    .flatMap((form) =>
      [form.abbr, form.latin, form.full ?? ''].map((v) => ({
        abbr: form.abbr,
        key: foldWords(v),
        trailing: Boolean(form.trailing) && v === form.full,
      })),
    )
    .filter((k) => k.key)
    .sort((a, b) => b.key.length - a.key.length);
  keysByCountry.set(countryCode, keys);
  return keys;
}

/**
 * The legal form a name ends (or starts) with, written as the country's registers write it:
 * 'ACME WIDGETS LIMITED' in GB gives 'Ltd', 'Müller Bau GmbH' gives 'GmbH'. Null when the name
 * carries no known form. Used when a source gives no usable form code.
 */
export function detectLegalForm(name: string, countryCode: string): string | null {
  const words = ` ${foldWords(name)} `;
  const found = formKeys(countryCode.toUpperCase()).find(
    ({ key, trailing }) =>
      words.endsWith(` ${key} `) || (!trailing && words.startsWith(` ${key} `)),
  );
  return found?.abbr ?? null;
}
