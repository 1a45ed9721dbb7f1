import type { AppServices } from '../contracts/app-services';
import type { Database } from '../db/client';
import { publicSiteConfig, type Config } from './config';
import { getCountry } from './dictionary/get-country';
import { listCountriesByGroup, listCountryGroups } from './dictionary/country-groups';
import { listFileTypes } from './dictionary/file-types';
import { listCountries } from './dictionary/list-countries';
import { getPriceList } from './dictionary/price-list';

/** Binds the domain operations to one database, for the API and the site alike. */
export function createServices(db: Database, config: Config): AppServices {
  return {
    site: publicSiteConfig(config),
    dictionary: {
      listCountries: () => listCountries(db),
      getCountry: (ref) => getCountry(db, ref),
      listCountryGroups: () => listCountryGroups(db),
      listCountriesByGroup: (ref) => listCountriesByGroup(db, ref),
      getPriceList: () => getPriceList(db),
      listFileTypes: () => listFileTypes(db),
    },
  };
}
