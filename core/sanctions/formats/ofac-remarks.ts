import { sanctionsIdentifier } from '../build-entry';
import { countryCode } from '../country-code';
import type {
  SanctionsIdentifier,
  SanctionsIdentifierScheme,
  SanctionsName,
} from '../../../contracts/sanctions-entry';
import { sanctionsName } from '../sanctions-name';

/**
 * The labels of numbers in OFAC's remarks ('Tax ID No. 7702070139 (Russia)') that identify a
 * company or a person, longest first where one begins another. Dates, addresses, aircraft
 * models, phone numbers and the like are left in the remarks.
 */
const LABELS: [string, SanctionsIdentifierScheme][] = [
  ['Vessel Registration Identification IMO', 'imo'],
  ['Identification Number IMO', 'imo'],
  ['Company Number IMO', 'imo'],
  ['IMO', 'imo'],
  ['Legal Entity Number', 'lei'],
  ['SWIFT/BIC', 'swift'],
  ['Unified Social Credit Code (USCC)', 'registration'],
  ['Business Registration Document #', 'registration'],
  ['Business Registration Number', 'registration'],
  ['Public Registration Number', 'registration'],
  ['Commercial Registry Number', 'registration'],
  ['Chamber of Commerce Number', 'registration'],
  ['Registration Number', 'registration'],
  ['Registration ID', 'registration'],
  ['UK Company Number', 'registration'],
  ['Company Number', 'registration'],
  ['Government Gazette Number', 'registration'],
  ['Folio Mercantil No.', 'registration'],
  ['Matricula Mercantil No', 'registration'],
  ['Trade License No.', 'registration'],
  ['Registered Charity No.', 'registration'],
  ['C.R. No.', 'registration'],
  ['D-U-N-S Number', 'registration'],
  ['Tax ID No.', 'tax'],
  ['V.A.T. Number', 'tax'],
  ['NIT #', 'tax'],
  ['RUC #', 'tax'],
  ['RIF #', 'tax'],
  ['R.F.C.', 'tax'],
  ['RFC', 'tax'],
  ['C.U.I.T.', 'tax'],
  ['US FEIN', 'tax'],
  ['Italian Fiscal Code', 'tax'],
  ['Diplomatic Passport', 'passport'],
  ['Passport', 'passport'],
  ['National ID No.', 'national-id'],
  ['National Foreign ID Number', 'national-id'],
  ['Personal ID Card', 'national-id'],
  ['Identification Number', 'national-id'],
  ['Cedula No.', 'national-id'],
  ['C.U.R.P.', 'national-id'],
  ['D.N.I.', 'national-id'],
  ['SSN', 'national-id'],
  // Peru's Libreta Electoral, not a Legal Entity Identifier.
  ['LE Number', 'national-id'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&');

const LABEL_RE = new RegExp(
  `^(?:alt\\.\\s+)?(${LABELS.map(([l]) => escape(l)).join('|')})\\s+(.+)$`,
  'i',
);
const SCHEME_BY_LABEL = new Map(LABELS.map(([l, s]) => [l.toLowerCase(), s]));
/** What a passport or id number may be followed by: its country, issue and expiry dates. */
const VALUE_END = /\s+(?:\(|issued\b|expires\b|Issue Date\b|Expire Date\b)/i;
const WEAK_ALIAS_RE = /^([afn])\.k\.a\.\s+['‘’"](.+?)['‘’"]\.?$/i;
const NATIONALITY_RE = /^(?:nationality|citizen)\s+(.+?)\.?$/i;

export interface RemarkFacts {
  identifiers: SanctionsIdentifier[];
  /** OFAC's "weak AKAs", which its CSV keeps in the remarks only. */
  weakAliases: SanctionsName[];
  countries: string[];
}

/** Identifiers, weak aliases and nationalities in OFAC's remarks, segments split by ';'. */
export function readOfacRemarks(remarks: string): RemarkFacts {
  const facts: RemarkFacts = { identifiers: [], weakAliases: [], countries: [] };
  for (const raw of remarks.split(';')) {
    const segment = raw.trim().replace(/\.$/, '');
    if (!segment) continue;
    const label = LABEL_RE.exec(segment);
    if (label) {
      const rest = label[2]!;
      const end = VALUE_END.exec(rest);
      const value = end ? rest.slice(0, end.index) : rest;
      const country = /\(([^)]+)\)/.exec(rest.slice(value.length))?.[1];
      const scheme = SCHEME_BY_LABEL.get(label[1]!.toLowerCase()) ?? 'other';
      // A number has a digit ('Passport issued…' has none); a BIC may be letters only.
      if (/\d/.test(value) || (scheme === 'swift' && /^[A-Z0-9]{8}(?:[A-Z0-9]{3})?$/.test(value))) {
        const id = sanctionsIdentifier(label[1]!, scheme, value, countryCode(country));
        if (id) facts.identifiers.push(id);
      }
      continue;
    }
    const alias = WEAK_ALIAS_RE.exec(segment);
    if (alias) {
      const type =
        alias[1]!.toLowerCase() === 'f' ? 'fka' : alias[1]!.toLowerCase() === 'n' ? 'nka' : 'aka';
      const name = sanctionsName(alias[2], type, 'weak');
      if (name) facts.weakAliases.push(name);
      continue;
    }
    const nationality = NATIONALITY_RE.exec(segment);
    const code = nationality ? countryCode(nationality[1]) : null;
    if (code) facts.countries.push(code);
  }
  return facts;
}
