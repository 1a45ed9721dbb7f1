import type { CompanyStatus } from '../../../contracts/company-search';
import type { CompanyInput } from '../company-record';
import { detectLegalForm } from './detect-form';
import { ELF_PLACEHOLDERS, KNOWN_ELF_CODES } from './elf-codes';
import { RowError, type MappedRow } from './row-error';

export const GLEIF_SOURCE = 'gleif';

/** Columns the importer needs; the others it reads are optional. */
export const GLEIF_COLUMNS = ['LEI', 'Entity.LegalName'] as const;

const EVENT_SLOTS = [1, 2, 3, 4, 5];
const NAME_SLOTS = [1, 2, 3, 4, 5];

/** Legal entity events that put a live entity into liquidation or a reorganisation. */
const LIQUIDATION_EVENTS = new Set(['LIQUIDATION', 'DISSOLUTION', 'BANKRUPTCY', 'INSOLVENCY']);
const REORGANISATION_EVENTS = new Set([
  'MERGERS_AND_ACQUISITIONS',
  'DEMERGER',
  'SPIN_OFF',
  'ABSORPTION',
  'BREAKUP',
  'TRANSFORMATION_UMBRELLA_TO_STANDALONE',
  'TRANSFORMATION_STANDALONE_TO_UMBRELLA',
  'TRANSFORMATION_BRANCH_TO_SUBSIDIARY',
  'CHANGE_LEGAL_FORM',
]);
/** Event statuses of events that have not happened yet or are under way. */
const OPEN_EVENT = new Set(['', 'PENDING', 'IN_PROGRESS', 'ACTIVE']);

/**
 * Registration statuses whose record is not a company of its own: a DUPLICATE is another LEI
 * of an entity that has one, an ANNULLED LEI was issued in error.
 */
const NOT_A_COMPANY = new Set(['DUPLICATE', 'ANNULLED']);

function eventStatus(row: Record<string, string>): CompanyStatus | null {
  let status: CompanyStatus | null = null;
  for (const n of EVENT_SLOTS) {
    const prefix = `Entity.LegalEntityEvents.LegalEntityEvent.${n}`;
    const type = row[`${prefix}.LegalEntityEventType`]?.trim().toUpperCase();
    if (!type || !OPEN_EVENT.has(row[`${prefix}.event_status`]?.trim().toUpperCase() ?? ''))
      continue;
    if (LIQUIDATION_EVENTS.has(type)) return 'In liquidation';
    if (REORGANISATION_EVENTS.has(type) && type !== 'CHANGE_LEGAL_FORM') {
      status = 'Is in process of reorganization';
    }
  }
  return status;
}

/** The spec's status of an LEI record. */
export function gleifStatus(row: Record<string, string>): CompanyStatus {
  const entity = row['Entity.EntityStatus']?.trim().toUpperCase() ?? '';
  const registration = row['Registration.RegistrationStatus']?.trim().toUpperCase() ?? '';
  if (entity === 'INACTIVE' || registration === 'RETIRED' || registration === 'MERGED') {
    return 'Deleted';
  }
  if (entity && entity !== 'ACTIVE' && entity !== 'NULL') {
    throw new RowError(`неизвестный статус организации (Entity.EntityStatus) «${entity}»`);
  }
  return eventStatus(row) ?? 'Active';
}

/** The legal form: the ELF code's abbreviation, else OtherLegalForm, else what the name says. */
export function gleifForm(
  row: Record<string, string>,
  countryCode: string,
  elfCodes: Record<string, string>,
): string | null {
  const code = row['Entity.LegalForm.EntityLegalFormCode']?.trim().toUpperCase() ?? '';
  const known = elfCodes[code] ?? KNOWN_ELF_CODES[code];
  if (known) return known;
  const other = row['Entity.LegalForm.OtherLegalForm']?.trim() || null;
  // 'LIMITED LIABILITY COMPANY' is written 'LLC': the text itself may name a known form.
  const fromOther =
    other && (ELF_PLACEHOLDERS.has(code) || !code) ? detectLegalForm(other, countryCode) : null;
  return fromOther ?? detectLegalForm(row['Entity.LegalName'] ?? '', countryCode) ?? other;
}

function address(row: Record<string, string>): string | null {
  const a = (field: string) => row[`Entity.LegalAddress.${field}`]?.trim() ?? '';
  const street = [a('FirstAddressLine'), a('AddressNumber')].filter(Boolean).join(' ');
  const parts = [
    street,
    a('AddressNumberWithinBuilding'),
    a('MailRouting'),
    a('AdditionalAddressLine.1'),
    a('AdditionalAddressLine.2'),
    a('AdditionalAddressLine.3'),
    [a('PostalCode'), a('City')].filter(Boolean).join(' '),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** The Latin form GLEIF publishes for a name in another script, if any. */
function transliteratedName(row: Record<string, string>): string | null {
  for (const n of NAME_SLOTS) {
    const name =
      row[`Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.${n}`]?.trim();
    if (name) return name;
  }
  return null;
}

/** The country whose register the entity is in: the jurisdiction ('US-DE' → US), else the address. */
function countryOf(row: Record<string, string>): string {
  const jurisdiction = row['Entity.LegalJurisdiction']?.trim().toUpperCase() ?? '';
  const country = /^[A-Z]{2}(?:-|$)/.test(jurisdiction)
    ? jurisdiction.slice(0, 2)
    : (row['Entity.LegalAddress.Country']?.trim().toUpperCase() ?? '');
  if (!/^[A-Z]{2}$/.test(country)) {
    throw new RowError(`нет страны (Entity.LegalJurisdiction «${jurisdiction}»)`);
  }
  return country;
}

/** ISO 17442: letters as numbers (A = 10 … Z = 35), the whole is 1 modulo 97. */
export function isValidLei(lei: string): boolean {
  if (!/^[A-Z0-9]{18}\d{2}$/.test(lei)) return false;
  let remainder = 0;
  for (const ch of lei) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** One row of the LEI-CDF golden copy (columns by name) as a company of the register. */
export function mapGleifRow(
  row: Record<string, string>,
  elfCodes: Record<string, string> = {},
): MappedRow<CompanyInput> {
  const lei = row.LEI?.trim().toUpperCase() ?? '';
  if (!isValidLei(lei)) throw new RowError(`неверный LEI «${row.LEI ?? ''}»`);
  const name = row['Entity.LegalName']?.trim();
  if (!name) throw new RowError('пустое наименование (Entity.LegalName)');
  const registration = row['Registration.RegistrationStatus']?.trim().toUpperCase() ?? '';
  if (NOT_A_COMPANY.has(registration)) return { ignored: registration };
  const countryCode = countryOf(row);
  return {
    company: {
      countryCode,
      name,
      nameLat: transliteratedName(row),
      regCode: row['Entity.RegistrationAuthority.RegistrationAuthorityEntityID']?.trim() || null,
      address: address(row),
      form: gleifForm(row, countryCode, elfCodes),
      status: gleifStatus(row),
      source: GLEIF_SOURCE,
      sourceId: lei,
    },
  };
}
