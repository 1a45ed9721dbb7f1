import { loadConfig } from '../../core/config';
import { openDatabase } from '../../db/client';
import { createStaffUser } from '../../core/staff/users/staff-users';
import { loadCompanies, type FixtureCompany } from '../helpers/company-fixtures';
import { LONG_COMPANY_NAME, LONG_COMPANY_REG_CODE, LONG_WORD } from './long-company';
import { E2E_STAFF } from './staff-accounts';

/**
 * Companies the browser tests rely on, added to the e2e database before the server starts
 * (the embedded database has one process at a time). Names are unlike any demo company's.
 */
export const E2E_COMPANIES: FixtureCompany[] = [
  {
    countryCode: 'DE',
    name: 'Zwielicht Feinmechanik GmbH',
    regCode: 'HRB 770011',
    vatCode: 'DE811907980',
    address: 'Lindenstraße 12, 10969 Berlin',
    form: 'GmbH',
    status: 'Active',
  },
  {
    countryCode: 'DE',
    name: 'Quarzwerk Oberland AG',
    regCode: 'HRB 770012',
    address: 'Bahnhofstraße 3, 83022 Rosenheim',
    form: 'AG',
    status: 'In liquidation',
  },
  {
    countryCode: 'DE',
    name: 'Quarzwerk Niederrhein GmbH',
    regCode: 'HRB 770013',
    address: 'Rheinallee 8, 47051 Duisburg',
    form: 'GmbH',
    status: 'Active',
  },
  {
    countryCode: 'DE',
    name: 'Quarzwerk Saale KG',
    regCode: 'HRA 770014',
    address: 'Saaleufer 2, 06108 Halle',
    form: 'KG',
    status: 'Is in process of reorganization',
  },
  {
    countryCode: 'DE',
    name: 'Quarzwerk Ems GmbH',
    regCode: 'HRB 770015',
    address: 'Emsweg 5, 48431 Rheine',
    form: 'GmbH',
    status: 'Deleted',
  },
  {
    countryCode: 'DE',
    name: LONG_COMPANY_NAME,
    regCode: LONG_COMPANY_REG_CODE,
    address: `${LONG_WORD} 12, 10969 Berlin`,
    phone: '+49 30 1234 5678',
    form: 'GmbH',
    status: 'Active',
  },
  // Issue 21: a company named as the UN and OFAC lists name a North Korean entity, one whose
  // name shares part of it (a possible match) and one that only shares a word (clear); the demo
  // seed loads the lists. «Ryonbong» finds the three.
  { countryCode: 'KP', name: 'Korea Ryonbong General Corporation', regCode: 'KP-770021' },
  { countryCode: 'KP', name: 'Ryonbong General Trading', regCode: 'KP-770022' },
  { countryCode: 'KP', name: 'Ryonbong Fresh Noodle Cooperative', regCode: 'KP-770023' },
];

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir });
try {
  await loadCompanies(database, E2E_COMPANIES);
  for (const account of Object.values(E2E_STAFF)) await createStaffUser(database.db, null, account);
} finally {
  await database.close();
}
