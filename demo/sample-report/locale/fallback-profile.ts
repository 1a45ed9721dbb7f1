import type { CountryProfile } from './country-profile';
import { LANGUAGE_DEFAULTS, limited, sarl } from './language-defaults';
import { africanEnglishPool, englishPool, francophoneAfricaPool } from './pools-world';

// The trade register as companies of each language call it.
const REGISTERS: Record<string, string> = {
  es: 'Registro de Comercio',
  fr: 'Registre du commerce et des sociétés',
  pt: 'Conservatória do Registo Comercial',
  ar: 'Commercial Registry',
  de: 'Handelsregister',
  nl: 'Kamer van Koophandel',
  it: 'Registro delle imprese',
  tr: 'Ticaret Sicili',
};

/**
 * A profile for a country without its own: names and legal form by language, the capital as
 * the city, generic register and tax numbers. Francophone Africa registers companies in the
 * OHADA trade register (RCCM), so its numbers follow that format.
 */
export function fallbackProfile(
  code: string,
  facts: { capital: string; language: string; continent: string },
): CountryProfile {
  const isAfrica = facts.continent === 'AF';
  const byLanguage = LANGUAGE_DEFAULTS[facts.language];
  const isOhada = isAfrica && facts.language === 'fr';
  const pool = isOhada
    ? francophoneAfricaPool
    : isAfrica && (!byLanguage || facts.language === 'en')
      ? africanEnglishPool
      : (byLanguage?.[0] ?? englishPool);
  const form = isOhada ? sarl : (byLanguage?.[1] ?? limited);
  const isCyrillic = pool.isCyrillic === true;
  return {
    pool,
    legalForms: [form],
    cities: [{ name: facts.capital }],
    register: isOhada
      ? {
          label: 'Номер в торговом реестре (RCCM)',
          authority: (city) => `Registre du Commerce et du Crédit Mobilier de ${city}`,
          number: (r, { city, year }) =>
            `${code}-${city.name.slice(0, 3).toUpperCase()}-${year}-B-${r.digits(5)}`,
        }
      : {
          label: isCyrillic ? 'Регистрационный номер' : 'Регистрационный номер компании',
          authority: () =>
            isCyrillic
              ? 'Государственный реестр юридических лиц'
              : (REGISTERS[facts.language] ?? 'Registrar of Companies'),
          number: (r) => r.digits(8),
        },
    tax: {
      label: isOhada ? 'Налоговый номер (NIF)' : 'Налоговый номер (TIN)',
      number: (r) => r.digits(10),
    },
    classification: 'isic',
    banks: [],
    domain: code.toLowerCase(),
  };
}
