import type { AppServices } from '../../contracts/app-services';
import { getCountry } from '../dictionary/get-country';
import { getCompanyById } from '../companies/get-company';
import {
  checkSanctions,
  companyScreeningQueries,
  screeningLists,
  type ScreeningDeps,
} from './screening-service';

/** The screening operations of AppServices. */
export function screeningServices(deps: ScreeningDeps): AppServices['screening'] {
  return {
    async check({ countryId, name, regCode, vatCode }) {
      let countryCode: string | undefined;
      if (countryId !== undefined) {
        const details = await getCountry(deps.db, countryId);
        if (!details) return null;
        countryCode = details.country.code;
      }
      return checkSanctions(deps, [
        {
          countryCode,
          name: name ?? '',
          regCode: regCode || undefined,
          vatCode: vatCode || undefined,
        },
      ]);
    },
    async checkCompany(id) {
      const company = await getCompanyById(deps.db, id);
      if (!company) return null;
      return { company, result: await checkSanctions(deps, companyScreeningQueries(company)) };
    },
    lists: () => screeningLists(deps),
  };
}
