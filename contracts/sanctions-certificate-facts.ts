import { formatDate } from './dates';
import {
  CERTIFICATE_LIST_RESULT_TEXT,
  type SanctionsCertificateView,
} from './sanctions-certificate';
import { SANCTIONS_LIST_NAMES } from './sanctions-lists';

/** The certificate's statements as text, worded once for the PDF and the verification page. */
export interface CertificateFacts {
  company: [label: string, value: string][];
  lists: { code: string; name: string; date: string; entries: string; result: string }[];
  matches: { key: string; heading: string; lines: string[] }[];
}

const NOT_GIVEN = 'не указан';

/** «0,93»: a score as a Russian reader writes a fraction. */
function formatScore(score: number): string {
  return score.toFixed(2).replace('.', ',');
}

/** «1 234 567»: a count with plain spaces (the PDF fonts and every browser draw them). */
function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ' ');
}

export function certificateFacts(view: SanctionsCertificateView): CertificateFacts {
  const { company } = view;
  const listName = new Map(view.lists.map((l) => [l.code, l.name]));
  return {
    company: [
      ['Наименование:', company.name || 'не указано'],
      ['Страна:', company.countryName ?? company.countryCode ?? 'не указана'],
      ['Рег. номер:', company.regCode ?? NOT_GIVEN],
      ['Налоговый номер:', company.vatCode ?? NOT_GIVEN],
    ],
    lists: view.lists.map((list) => ({
      code: list.code,
      name: list.name,
      date: formatDate(list.publishedAt) + (list.stale ? ' (устарел)' : ''),
      entries: formatCount(list.entries),
      result:
        CERTIFICATE_LIST_RESULT_TEXT[list.result] +
        (list.matchCount > 1 ? ` (${list.matchCount})` : ''),
    })),
    matches: view.matches.map((match) => ({
      key: `${match.list}:${match.entryId}`,
      heading: `${listName.get(match.list) ?? SANCTIONS_LIST_NAMES[match.list]}, запись № ${match.entryId}`,
      lines: [
        `Наименование в списке: ${match.name}`,
        ...(match.matchedName !== match.name ? [`Совпало с именем: ${match.matchedName}`] : []),
        // One line for the three short facts: a certificate with several matches stays on a page.
        [
          `Программы: ${match.programs.length ? match.programs.join(', ') : 'не указаны'}`,
          ...(match.listedOn ? [`внесена в список ${formatDate(match.listedOn)}`] : []),
          `оценка сходства ${formatScore(match.score)}`,
        ].join('; '),
        `Основания: ${match.reasons.join('; ')}`,
      ],
    })),
  };
}
