import type { Database } from '../../db/client';
import { countries } from '../../db/schema';
import { countryColumns, type Country } from './country-row';

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db.select(countryColumns).from(countries);
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
