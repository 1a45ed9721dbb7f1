import type { BuyerDetails, OperatorDetails } from './document-types';

/** ОГРН of an organisation has 13 digits, ОГРНИП of an individual entrepreneur 15. */
const ogrnLabel = (ogrn: string) => (ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН');

/**
 * A party in one line, as Russian invoices print it: «ООО «Ромашка», ИНН …, КПП …, address».
 * An empty КПП (an individual entrepreneur) or address is left out.
 */
export function partyLine(party: BuyerDetails | OperatorDetails): string {
  const parts = [party.name, `ИНН ${party.inn}`];
  if (party.kpp.trim()) parts.push(`КПП ${party.kpp}`);
  if ('ogrn' in party && party.ogrn.trim()) parts.push(`${ogrnLabel(party.ogrn)} ${party.ogrn}`);
  if (party.address.trim()) parts.push(party.address);
  return parts.join(', ');
}
