import type { CompanyStatus } from '../../contracts/company-search';
import { foldWords } from './fold-text';
import { companyNameKeys, translitLanguage } from './normalize-name';
import { numberKey, phoneKey, vatKey } from './normalize-number';
import { hasNonLatin, toLatin } from './transliterate';

/** A company as a source delivers it, before its search keys are computed. */
export interface CompanyInput {
  countryCode: string;
  name: string;
  nameLat?: string | null;
  regCode?: string | null;
  vatCode?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
  form?: string | null;
  status: CompanyStatus;
  source: string;
  sourceId: string;
}

/** A row of the companies table, keys included, in the column order of COMPANY_COLUMNS. */
export interface CompanyRecord {
  countryCode: string;
  name: string;
  nameLat: string;
  nameKey: string;
  altKey: string;
  phonKey: string;
  regCode: string | null;
  regKey: string | null;
  vatCode: string | null;
  vatKey: string | null;
  address: string | null;
  addressKey: string | null;
  phone: string | null;
  phoneKey: string | null;
  email: string | null;
  form: string | null;
  status: CompanyStatus;
  source: string;
  sourceId: string;
}

/** Table columns in the order bulk loads write them (COPY needs an explicit list). */
export const COMPANY_COLUMNS: { column: string; field: keyof CompanyRecord }[] = [
  { column: 'country_code', field: 'countryCode' },
  { column: 'name', field: 'name' },
  { column: 'name_lat', field: 'nameLat' },
  { column: 'name_key', field: 'nameKey' },
  { column: 'alt_key', field: 'altKey' },
  { column: 'phon_key', field: 'phonKey' },
  { column: 'reg_code', field: 'regCode' },
  { column: 'reg_key', field: 'regKey' },
  { column: 'vat_code', field: 'vatCode' },
  { column: 'vat_key', field: 'vatKey' },
  { column: 'address', field: 'address' },
  { column: 'address_key', field: 'addressKey' },
  { column: 'phone', field: 'phone' },
  { column: 'phone_key', field: 'phoneKey' },
  { column: 'email', field: 'email' },
  { column: 'form', field: 'form' },
  { column: 'status', field: 'status' },
  { column: 'source', field: 'source' },
  { column: 'source_id', field: 'sourceId' },
];

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
};

/** Folded address words, with their Latin transliteration when the address is not Latin. */
function addressKey(address: string | null, countryCode: string): string | null {
  if (!address) return null;
  const local = foldWords(address);
  const latin = hasNonLatin(address)
    ? foldWords(toLatin(address, translitLanguage(countryCode)))
    : local;
  const key = latin === local ? local : `${local} ${latin}`;
  return key || null;
}

/** Computes the search keys of a company; throws on a row no search could ever find. */
export function toCompanyRecord(input: CompanyInput): CompanyRecord {
  const countryCode = input.countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(countryCode))
    throw new Error(`неверный код страны «${input.countryCode}»`);
  const name = blankToNull(input.name);
  if (!name) throw new Error('пустое наименование');
  const nameLat =
    blankToNull(input.nameLat) ??
    (hasNonLatin(name) ? toLatin(name, translitLanguage(countryCode)) : name);
  const regCode = blankToNull(input.regCode);
  const vatCode = blankToNull(input.vatCode);
  const address = blankToNull(input.address);
  const phone = blankToNull(input.phone);
  const email = blankToNull(input.email)?.toLowerCase() ?? null;
  return {
    countryCode,
    name,
    nameLat,
    ...companyNameKeys(name, nameLat, countryCode),
    regCode,
    regKey: numberKey(regCode),
    vatCode,
    vatKey: vatKey(vatCode, countryCode),
    address,
    addressKey: addressKey(address, countryCode),
    phone,
    phoneKey: phoneKey(phone),
    email,
    form: blankToNull(input.form),
    status: input.status,
    source: input.source,
    sourceId: input.sourceId,
  };
}
