import type { SanctionsIdentifierScheme } from '../../../contracts/sanctions-entry';
import { scriptOf } from '../sanctions-name';

const IDENTIFIER_LABELS: Partial<Record<SanctionsIdentifierScheme, string>> = {
  registration: 'регистрационный номер',
  tax: 'налоговый номер',
  lei: 'код LEI',
  imo: 'номер ИМО судна',
  swift: 'код SWIFT/BIC',
};

const SCRIPT_NAMES: Record<string, string> = {
  Latin: 'латиница',
  Cyrillic: 'кириллица',
  Arabic: 'арабское письмо',
  Han: 'китайские иероглифы',
  Greek: 'греческое письмо',
  Hangul: 'корейское письмо',
  Hebrew: 'иврит',
};

const EQUAL_TO = {
  primary: 'с основным названием',
  alias: 'с псевдонимом',
  weak: 'со слабым псевдонимом',
};
const SIMILAR_TO = {
  primary: 'на основное название',
  alias: 'на псевдоним',
  weak: 'на слабый псевдоним',
};

const regionNames = new Intl.DisplayNames(['ru'], { type: 'region' });
/** DisplayNames is slow to ask, and a page's matches name the same few countries. */
const countryNames = new Map<string, string>();

/** A country's Russian name by its ISO code ('IR' → 'Иран'); the code if unknown. */
export function countryNameRu(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

export function identifierReason(scheme: SanctionsIdentifierScheme, value: string): string {
  return `Совпадает ${IDENTIFIER_LABELS[scheme] ?? 'номер'} ${value}`;
}

/** Why a name matched: which listed name, how closely, across which scripts. */
export function nameReason(details: {
  query: string;
  listed: string;
  isPrimary: boolean;
  quality: 'strong' | 'weak' | 'low';
  exact: boolean;
  similarity: number;
}): string {
  const kind = details.isPrimary ? 'primary' : details.quality === 'strong' ? 'alias' : 'weak';
  const from = scriptOf(details.query);
  const to = scriptOf(details.listed);
  const scripts =
    from !== to
      ? ` (${SCRIPT_NAMES[from] ?? 'другое письмо'} → ${SCRIPT_NAMES[to] ?? 'другое письмо'})`
      : '';
  return details.exact
    ? `Название совпадает ${EQUAL_TO[kind]} в списке${scripts}`
    : `Название похоже ${SIMILAR_TO[kind]} в списке: сходство ${Math.round(100 * details.similarity)} %${scripts}`;
}
