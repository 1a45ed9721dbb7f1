import type { AppServices } from '../../contracts/app-services';
import type { Database } from '../../db/client';
import { createSourceChooser } from './company-source';
import { demoRegisterCheck } from './demo-register';
import { screenFoundCompanies } from '../sanctions/screening-service';
import { findCompany } from './find-company';
import { getCompanyById } from './get-company';
import { registerSource } from './register/search-register';

/** The company operations of AppServices, on the register in the database. */
export function companyServices(db: Database): AppServices['companies'] {
  const chooseSource = createSourceChooser(registerSource(db));
  return {
    find: (countryRef, criteria) =>
      findCompany(db, chooseSource, countryRef, criteria, (found) =>
        screenFoundCompanies(db, found),
      ),
    getById: (id) => getCompanyById(db, id),
    isDemoRegister: demoRegisterCheck(db),
  };
}
