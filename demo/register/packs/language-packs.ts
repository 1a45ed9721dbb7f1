import WORDS from './name-packs.json' with { type: 'json' };
import { join, type LanguagePack } from './language-pack';

type PackName = keyof typeof WORDS;
type Address = LanguagePack['address'];

const streetHousePostcodeCity: Address = ({ street, house, postcode, city }) =>
  join(`${street} ${house}`, `${postcode} ${city}`.trim());
const streetHouseCityPostcode: Address = ({ street, house, postcode, city }) =>
  join(`${street} ${house}`, `${city} ${postcode}`.trim());
const cityPostcodeStreetHouse: Address = ({ street, house, postcode, city }) =>
  join(`${city} ${postcode}`.trim(), `${street} ${house}`);
const russian: Address = ({ street, house, postcode, city }) =>
  join(postcode, `г. ${city}`, street, `д. ${house}`);

/** How each language lays out an address: code, where the word lists are data. */
const ADDRESSES: Record<PackName, Address> = {
  ru: russian,
  kz: russian,
  kg: russian,
  tj: russian,
  by: russian,
  uk: ({ street, house, postcode, city }) => join(`${street}, ${house}`, `м. ${city}`, postcode),
  bg: ({ street, house, postcode, city }) =>
    join(`гр. ${city} ${postcode}`.trim(), `${street} ${house}`),
  mk: ({ street, house, postcode, city }) =>
    join(`${street} бр. ${house}`, `${postcode} ${city}`.trim()),
  mn: ({ street, house, city }) => join(`${city} хот`, street, `${house} байр`),
  pl: streetHousePostcodeCity,
  cs: streetHousePostcodeCity,
  hu: ({ street, house, postcode, city }) =>
    join(`${postcode} ${city}`.trim(), `${street} ${house}.`),
  ro: ({ street, house, postcode, city }) =>
    join(`${street} nr. ${house}`, `${city} ${postcode}`.trim()),
  hr: streetHousePostcodeCity,
  sl: streetHousePostcodeCity,
  sq: streetHousePostcodeCity,
  et: streetHousePostcodeCity,
  lv: ({ street, house, postcode, city }) => join(`${street} ${house}`, `${city}, ${postcode}`),
  lt: ({ street, house, postcode, city }) => join(`${street} ${house}`, `LT-${postcode} ${city}`),
  tr: ({ street, house, postcode, city }) =>
    join(`${street} No: ${house}`, `${postcode} ${city}`.trim()),
  az: cityPostcodeStreetHouse,
  uz: ({ street, house, postcode, city }) =>
    join(`${postcode} ${city}`.trim(), `${street}, ${house}-uy`),
  tk: ({ street, house, postcode, city }) =>
    join(`${postcode} ${city}`.trim(), `${street}, ${house}`),
  id: ({ street, house, postcode, city }) =>
    join(`${street} No. ${house}`, `${city} ${postcode}`.trim()),
  vi: ({ street, house, city }) => join(`Số ${house} ${street}`, city),
  en: ({ street, house, postcode, city }) => join(`${house} ${street}`, city, postcode),
  de: streetHousePostcodeCity,
  fr: ({ street, house, postcode, city }) =>
    join(`${house} ${street}`, `${postcode} ${city}`.trim()),
  it: streetHousePostcodeCity,
  es: streetHousePostcodeCity,
  pt: ({ street, house, postcode, city }) =>
    join(`${street}, ${house}`, `${postcode} ${city}`.trim()),
  nl: streetHousePostcodeCity,
  sv: streetHousePostcodeCity,
  no: streetHousePostcodeCity,
  da: streetHousePostcodeCity,
  fi: streetHousePostcodeCity,
  is: streetHousePostcodeCity,
  el: streetHousePostcodeCity,
  hy: streetHouseCityPostcode,
  ka: cityPostcodeStreetHouse,
  he: streetHouseCityPostcode,
  ar: streetHouseCityPostcode,
  fa: ({ street, house, postcode, city }) => join(`${city}`, `${street}، پلاک ${house}`, postcode),
  zh: ({ street, house, postcode, city }) =>
    `${postcode ? `${postcode} ` : ''}${city}市${street}${house}号`,
  zhHant: ({ street, house, postcode, city }) =>
    `${postcode ? `${postcode} ` : ''}${city}${street}${house}號`,
  ja: ({ street, house, postcode, city }) => `〒${postcode} ${city}${street}${house}`,
  ko: ({ street, house, postcode, city }) => join(`${city} ${street} ${house}`, postcode),
  th: ({ street, house, postcode, city }) =>
    join(`เลขที่ ${house} ${street}`, `${city} ${postcode}`.trim()),
};

// Object.keys loses the literal key type; these are the keys of WORDS by construction.
const NAMES = Object.keys(WORDS) as PackName[];

/** The language packs: the word lists of name-packs.json with their address layout. */
export const PACKS = Object.fromEntries(
  NAMES.map((name): [PackName, LanguagePack] => [
    name,
    { ...WORDS[name], address: ADDRESSES[name] },
  ]),
) as Record<PackName, LanguagePack>;
