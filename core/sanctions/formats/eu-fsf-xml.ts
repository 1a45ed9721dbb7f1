import { sanctionsIdentifier, type EntryParts } from '../build-entry';
import { countryCode } from '../country-code';
import type {
  ParsedSanctionsList,
  SanctionsEntryKind,
  SanctionsIdentifierScheme,
} from '../../../contracts/sanctions-entry';
import { sanctionsName } from '../sanctions-name';
import { checkedEntries } from './checked-entries';
import { isoDay, publication, timestamp, type ParseOptions } from './list-dates';
import { attribute, children, ownText, readXmlList, type XmlElement } from './xml-document';

const KINDS: Record<string, SanctionsEntryKind> = {
  person: 'individual',
  enterprise: 'entity',
  vessel: 'vessel',
  aircraft: 'aircraft',
};

/** identificationTypeCode → scheme; codes not named here are kept as `other`. */
const SCHEMES: Record<string, SanctionsIdentifierScheme> = {
  regnumber: 'registration',
  taxid: 'tax',
  fiscalcode: 'tax',
  imo: 'imo',
  swiftbic: 'swift',
  lei: 'lei',
  passport: 'passport',
  id: 'national-id',
  ssn: 'national-id',
};

function entryParts(element: XmlElement): EntryParts {
  const aliases = children(element, 'nameAlias');
  const wholeName = (alias: XmlElement) =>
    attribute(alias, 'wholeName') ||
    ['firstName', 'middleName', 'lastName']
      .map((a) => attribute(alias, a))
      .filter(Boolean)
      .join(' ');
  // The file marks no name as the primary one: the first strong name stands for the entry.
  const primaryAt = Math.max(
    0,
    aliases.findIndex((a) => attribute(a, 'strong') !== 'false' && wholeName(a)),
  );
  const ordered = [aliases[primaryAt], ...aliases.filter((_, i) => i !== primaryAt)];
  const identifiers = children(element, 'identification').map((id) => {
    const code = attribute(id, 'identificationTypeCode').toLowerCase();
    const type = attribute(id, 'identificationTypeDescription') || code || 'identification';
    return sanctionsIdentifier(
      type,
      SCHEMES[code] ?? 'other',
      attribute(id, 'number') || attribute(id, 'latinNumber'),
      countryCode(attribute(id, 'countryIso2Code')),
    );
  });
  const regulations = children(element, 'regulation');
  const firstPublished = regulations
    .map((r) => isoDay(attribute(r, 'publicationDate')))
    .filter((d): d is string => !!d)
    .sort()[0];
  const remarks = [
    ...children(element, 'remark'),
    ...aliases.flatMap((a) => children(a, 'remark')),
  ].map(ownText);
  return {
    list: 'eu',
    entryId: attribute(element, 'logicalId'),
    kind: KINDS[attribute(children(element, 'subjectType')[0], 'code')] ?? 'other',
    names: ordered.map((alias, i) =>
      alias
        ? sanctionsName(
            wholeName(alias),
            i === 0 ? 'primary' : 'aka',
            attribute(alias, 'strong') === 'false' ? 'weak' : 'strong',
            attribute(alias, 'nameLanguage'),
          )
        : null,
    ),
    identifiers,
    countries: [...children(element, 'citizenship'), ...children(element, 'address')].map((e) =>
      countryCode(attribute(e, 'countryIso2Code')),
    ),
    programs: regulations.map((r) => attribute(r, 'programme')),
    listedOn: isoDay(attribute(element, 'designationDate')) ?? firstPublished ?? null,
    remarks: remarks.filter(Boolean).join('\n') || null,
  };
}

/** The EU Financial Sanctions Files, XML 1.1 (xmlFullSanctionsList_1_1). */
export function parseEuFsfXml(text: string, options: ParseOptions = {}): ParsedSanctionsList {
  const parts: EntryParts[] = [];
  const root = readXmlList(text, 'eu', 'export', ['sanctionEntity'], (_tag, e) =>
    parts.push(entryParts(e)),
  );
  return {
    list: 'eu',
    ...publication(timestamp(attribute(root, 'generationDate')), options),
    entries: checkedEntries('eu', parts),
  };
}
