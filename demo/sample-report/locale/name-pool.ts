import { INDUSTRY_IDS, type IndustryId } from '../industries';

export interface AddressParts {
  street: string;
  number: string;
  city: string;
  postcode?: string;
}

/** Names, streets and naming habits of one language, for people and companies alike. */
export interface NamePool {
  /** Given names; a trailing '*' marks a woman's name where `feminine` applies. */
  given: string[];
  /** The woman's form of a surname, in languages where it differs. */
  feminine?: (surname: string) => string;
  surnames: string[];
  /** Brand-like words companies are named after ("Nordlicht", "Huaxin"). */
  stems: string[];
  streets: string[];
  /** The industry word in this language; English otherwise. */
  words?: Partial<Record<IndustryId, string>>;
  /** Romance languages put the industry first: "Transports Dubois". */
  isIndustryFirst?: boolean;
  /** Chinese habit: the city leads the name, "Ningbo Huaxin Packaging Co., Ltd.". */
  isCityFirst?: boolean;
  /** Names written in Cyrillic, quoted after the legal form: ТОО «Алатау Логистик». */
  isCyrillic?: boolean;
  formatAddress(parts: AddressParts): string;
}

/** A compact way to write a word list: 'Thomas|Andreas|de Vries'. */
export const list = (items: string) => items.split('|');

/** Industry words in the order of INDUSTRY_IDS: 'Maschinenbau|Logistik|…'. */
export function industryWords(items: string): Record<IndustryId, string> {
  const words = items.split('|');
  if (words.length !== INDUSTRY_IDS.length) throw new Error(`industry words: ${items}`);
  return Object.fromEntries(INDUSTRY_IDS.map((id, i) => [id, words[i]])) as Record<
    IndustryId,
    string
  >;
}

const postcodeCity = (a: AddressParts) => (a.postcode ? `${a.postcode} ${a.city}` : a.city);

/** "Leopoldstraße 112, 80802 München" */
export const streetNumberPostcodeCity = (a: AddressParts) =>
  `${a.street} ${a.number}, ${postcodeCity(a)}`;

/** "12 rue de la République, 69002 Lyon" */
export const numberStreetPostcodeCity = (a: AddressParts) =>
  `${a.number} ${a.street}, ${postcodeCity(a)}`;

/** "125 King Street, Manchester M2 4LQ" */
export const numberStreetCityPostcode = (a: AddressParts) =>
  `${a.number} ${a.street}, ${a.city}${a.postcode ? ` ${a.postcode}` : ''}`;

/** "050000, г. Алматы, ул. Абая, д. 15" */
export const cyrillicAddress = (a: AddressParts) =>
  `${a.postcode ? `${a.postcode}, ` : ''}г. ${a.city}, ${a.street}, д. ${a.number}`;
