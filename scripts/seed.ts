import { rekeyCompanyNames } from '../core/companies/bulk/rekey-names';
import { seedDemoCompanies } from '../core/companies/demo/seed-demo-companies';
import { loadConfig } from '../core/config';
import { seedDemoStaff } from '../core/staff/demo-staff';
import { seedDemoSanctions } from '../demo/sanctions/seed-demo-sanctions';
import { openCommandDatabase } from './lib/open-command-database';
import { seedDemo } from '../db/seed/seed-demo';
import { seedReference } from '../db/seed/seed-reference';

/**
 * `npm run db:seed`: migrations, the search keys of companies loaded before a key was added,
 * reference data, and (unless SEED_DEMO_DATA=false) the demo register and reviews. Safe to repeat; a failure exits non-zero.
 */
const config = loadConfig();
const started = performance.now();
const database = await openCommandDatabase(config);
try {
  await database.migrate();
  const rekeyed = await rekeyCompanyNames(database);
  if (rekeyed) console.log(`Ключи поиска пересчитаны у компаний: ${rekeyed}.`);
  const { insertedCountries } = await seedReference(database.db);
  console.log(`Справочники: добавлено стран — ${insertedCountries}.`);
  if (config.SEED_DEMO_DATA) {
    await seedDemo(database, {
      log: console.log,
      extraParts: [
        { name: 'Реестр компаний', run: seedDemoCompanies },
        { name: 'Санкционные списки (снимки прошлых дат)', run: seedDemoSanctions },
        {
          name: 'Служебный раздел',
          run: (handle) => seedDemoStaff(handle.db, config.PUBLIC_BASE_URL),
        },
      ],
    });
  }
  console.log(
    `База данных готова за ${((performance.now() - started) / 1000).toFixed(1)} с (${database.kind}).`,
  );
} finally {
  await database.close();
}
