/** The official sanctions lists the product reads, by the code the API and the tables use. */
export const SANCTIONS_LIST_CODES = ['ofac-sdn', 'ofac-cons', 'eu', 'uk', 'un'] as const;

export type SanctionsListCode = (typeof SANCTIONS_LIST_CODES)[number];

/** Each list's name as a Russian reader sees it. */
export const SANCTIONS_LIST_NAMES: Record<SanctionsListCode, string> = {
  'ofac-sdn': 'OFAC SDN (США)',
  'ofac-cons': 'OFAC Consolidated, не входящие в SDN (США)',
  eu: 'Сводный санкционный список ЕС',
  uk: 'Санкционный список Великобритании (FCDO)',
  un: 'Сводный санкционный список Совета Безопасности ООН',
};

export function isSanctionsListCode(value: string): value is SanctionsListCode {
  return (SANCTIONS_LIST_CODES as readonly string[]).includes(value);
}
