import { sanctionsIdentifier, type EntryParts } from '../build-entry';
import { countryCode } from '../country-code';
import type {
  ParsedSanctionsList,
  SanctionsEntryKind,
  SanctionsIdentifier,
  SanctionsIdentifierScheme,
  SanctionsName,
} from '../../../contracts/sanctions-entry';
import { sanctionsName } from '../sanctions-name';
import { checkedEntries } from './checked-entries';
import { dayStart, publication, ukDay, type ParseOptions } from './list-dates';
import {
  childText,
  descendants,
  ownText,
  readXmlList,
  texts,
  type XmlElement,
} from './xml-document';

const KINDS: Record<string, SanctionsEntryKind> = {
  individual: 'individual',
  entity: 'entity',
  ship: 'vessel',
};

/** The elements that hold a number, wherever in a designation they sit, and their scheme. */
const NUMBER_TAGS: Record<string, SanctionsIdentifierScheme> = {
  IMONumber: 'imo',
  PassportNumber: 'passport',
  NationalIdentifierNumber: 'national-id',
  BusinessRegistrationNumber: 'registration',
};

function name(element: XmlElement): SanctionsName | null {
  const full = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5', 'Name6']
    .map((t) => childText(element, t))
    .filter(Boolean)
    .join(' ');
  const type = childText(element, 'NameType').toLowerCase();
  if (type === 'primary name') return sanctionsName(full, 'primary', 'strong');
  // A variation of the primary name is a spelling the list itself does not vouch for.
  return sanctionsName(full, 'aka', type === 'alias' ? 'strong' : 'weak');
}

function numbers(element: XmlElement, found: (SanctionsIdentifier | null)[] = []) {
  for (const [tag, value] of Object.entries(element)) {
    if (!Array.isArray(value)) continue;
    for (const child of value) {
      const scheme = NUMBER_TAGS[tag];
      if (scheme) found.push(sanctionsIdentifier(tag, scheme, ownText(child)));
      else numbers(child, found);
    }
  }
  return found;
}

function entryParts(element: XmlElement): EntryParts {
  const names = descendants(element, 'Names', 'Name').map(name);
  const nonLatin = descendants(element, 'NonLatinNames', 'NonLatinName').map((n) =>
    sanctionsName(
      childText(n, 'NameNonLatinScript'),
      'aka',
      'strong',
      childText(n, 'NonLatinScriptLanguage'),
    ),
  );
  return {
    list: 'uk',
    entryId: childText(element, 'UniqueID'),
    kind: KINDS[childText(element, 'IndividualEntityShip').toLowerCase()] ?? 'other',
    names: [
      ...names.filter((n) => n?.type === 'primary'),
      ...names.filter((n) => n?.type !== 'primary'),
      ...nonLatin,
    ],
    identifiers: numbers(element),
    countries: [
      ...texts(element, 'Addresses', 'Address', 'AddressCountry'),
      ...texts(element, 'IndividualDetails', 'Individual', 'Nationalities', 'Nationality'),
      ...texts(
        element,
        'ShipDetails',
        'Ship',
        'CurrentBelievedFlagOfShips',
        'CurrentBelievedFlagOfShip',
      ),
    ].map(countryCode),
    programs: texts(element, 'RegimeName'),
    listedOn: ukDay(childText(element, 'DateDesignated')),
    remarks: childText(element, 'OtherInformation') || null,
  };
}

/** The UK Sanctions List of the FCDO (UK-Sanctions-List.xml). */
export function parseUkFcdoXml(text: string, options: ParseOptions = {}): ParsedSanctionsList {
  const parts: EntryParts[] = [];
  const root = readXmlList(text, 'uk', 'Designations', ['Designation'], (_tag, e) =>
    parts.push(entryParts(e)),
  );
  return {
    list: 'uk',
    ...publication(dayStart(ukDay(childText(root, 'DateGenerated'))), options),
    entries: checkedEntries('uk', parts),
  };
}
