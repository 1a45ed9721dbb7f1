import { useEffect, useState } from 'react';

export type AliasesOf = (code: string) => readonly string[];

const NO_ALIASES: AliasesOf = () => [];

/**
 * Other names of countries («Англия», «Germany»: contracts/country-aliases.ts) for the country
 * filters, loaded only once someone starts looking for a country: the English names are 4 KB of
 * compressed script that no page needs before that. Until they arrive, names alone match.
 */
export function useCountryAliases(isWanted: boolean): AliasesOf {
  const [aliasesOf, setAliasesOf] = useState<AliasesOf>(() => NO_ALIASES);
  const isLoaded = aliasesOf !== NO_ALIASES;
  useEffect(() => {
    if (!isWanted || isLoaded) return;
    let isCurrent = true;
    void import('../../contracts/country-aliases').then(({ countryAliases }) => {
      if (isCurrent) setAliasesOf(() => countryAliases);
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted, isLoaded]);
  return aliasesOf;
}
