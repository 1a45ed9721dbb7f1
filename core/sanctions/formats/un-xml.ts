import { sanctionsIdentifier } from '../build-entry';
import type { EntryParts } from '../build-entry';
import { countryCode } from '../country-code';
import type {
  ParsedSanctionsList,
  SanctionsIdentifierScheme,
  SanctionsName,
} from '../../../contracts/sanctions-entry';
import { sanctionsName } from '../sanctions-name';
import { checkedEntries } from './checked-entries';
import { isoDay, publication, timestamp, type ParseOptions } from './list-dates';
import {
  attribute,
  childText,
  children,
  descendants,
  readXmlList,
  texts,
  type XmlElement,
} from './xml-document';

/** UN alias QUALITY: Good and the plain a.k.a./f.k.a. are names to match; Low is a guess. */
function alias(element: XmlElement): SanctionsName | null {
  const quality = childText(element, 'QUALITY').toLowerCase();
  const name = childText(element, 'ALIAS_NAME');
  if (quality === 'low') return sanctionsName(name, 'aka', 'low');
  return sanctionsName(name, quality === 'f.k.a.' ? 'fka' : 'aka', 'strong');
}

function documentScheme(type: string): SanctionsIdentifierScheme {
  if (/pas+[ae]?port/i.test(type)) return 'passport';
  if (/identification|identity|\bid\b/i.test(type)) return 'national-id';
  return 'other';
}

function entryParts(element: XmlElement, kind: 'individual' | 'entity'): EntryParts {
  const tag = kind === 'individual' ? 'INDIVIDUAL' : 'ENTITY';
  const primary = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
    .map((t) => childText(element, t))
    .filter(Boolean)
    .join(' ');
  const documents = children(element, `${tag}_DOCUMENT`).map((doc) => {
    const type = childText(doc, 'TYPE_OF_DOCUMENT') || childText(doc, 'TYPE_OF_DOCUMENT2');
    const issuer = childText(doc, 'ISSUING_COUNTRY') || childText(doc, 'COUNTRY_OF_ISSUE');
    return sanctionsIdentifier(
      type || 'Document',
      documentScheme(type),
      childText(doc, 'NUMBER'),
      countryCode(issuer),
    );
  });
  return {
    list: 'un',
    entryId: childText(element, 'DATAID'),
    kind,
    names: [
      sanctionsName(primary, 'primary', 'strong'),
      ...texts(element, 'NAME_ORIGINAL_SCRIPT').map((n) => sanctionsName(n, 'aka', 'strong')),
      ...children(element, `${tag}_ALIAS`).map(alias),
    ],
    identifiers: documents,
    countries: [
      ...texts(element, 'NATIONALITY', 'VALUE'),
      ...descendants(element, `${tag}_ADDRESS`).map((a) => childText(a, 'COUNTRY')),
    ].map(countryCode),
    programs: [childText(element, 'UN_LIST_TYPE')],
    listedOn: isoDay(childText(element, 'LISTED_ON')),
    remarks: childText(element, 'COMMENTS1') || null,
  };
}

/** The UN Security Council Consolidated List (consolidated.xml), whole. */
export function parseUnXml(text: string, options: ParseOptions = {}): ParsedSanctionsList {
  const parts: EntryParts[] = [];
  const root = readXmlList(text, 'un', 'CONSOLIDATED_LIST', ['INDIVIDUAL', 'ENTITY'], (tag, e) =>
    parts.push(entryParts(e, tag === 'INDIVIDUAL' ? 'individual' : 'entity')),
  );
  return {
    list: 'un',
    ...publication(timestamp(attribute(root, 'dateGenerated')), options),
    entries: checkedEntries('un', parts),
  };
}
