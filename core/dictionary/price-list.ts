import { and, asc, eq } from 'drizzle-orm';
import type { CountryWithTariffs } from '../../contracts/dictionary';
import type { Database } from '../../db/client';
import { countries, tariffs } from '../../db/schema';
import { countryColumns, tariffColumns } from './country-row';
import { tariffOnSale } from './tariff-on-sale';

/** Every country with its tariffs, in one query. */
export async function getPriceList(db: Database): Promise<CountryWithTariffs[]> {
  const rows = await db
    .select({ country: countryColumns, tariff: tariffColumns })
    .from(countries)
    // Tariffs off sale (retired, or not priced in roubles) are left out; the country stays.
    .leftJoin(tariffs, and(eq(tariffs.countryId, countries.id), tariffOnSale()))
    .orderBy(asc(countries.id), asc(tariffs.sortOrder), asc(tariffs.id));
  const byId = new Map<number, CountryWithTariffs>();
  for (const { country, tariff } of rows) {
    let entry = byId.get(country.id);
    if (!entry) byId.set(country.id, (entry = { ...country, tariffs: [] }));
    if (tariff) entry.tariffs.push(tariff);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
}
