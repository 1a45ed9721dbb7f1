import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countries, tariffs } from '../../db/schema';
import type { CountryDetails } from '../../contracts/dictionary';
import { parseDbId } from '../../contracts/ids';
import { countryColumns, tariffColumns } from './country-row';
import { tariffOnSale } from './tariff-on-sale';

export type CountryRef = string | number;

/** A two-letter code (any case) or a numeric id, as GetCountry accepts. */
export async function getCountry(db: Database, ref: CountryRef): Promise<CountryDetails | null> {
  const isNumeric = typeof ref === 'number' || /^\d+$/.test(ref);
  const id = isNumeric ? parseDbId(ref) : null;
  const where =
    id !== null
      ? eq(countries.id, id)
      : !isNumeric && /^[a-z]{2}$/i.test(String(ref))
        ? eq(countries.code, String(ref).toUpperCase())
        : null;
  if (!where) return null;
  const [row] = await db
    .select({ ...countryColumns, content: countries.content, nameEn: countries.nameEn })
    .from(countries)
    .where(where);
  if (!row) return null;
  const countryTariffs = await db
    .select(tariffColumns)
    .from(tariffs)
    // A tariff staff retired, or one not priced in roubles, is offered nowhere public.
    .where(and(eq(tariffs.countryId, row.id), tariffOnSale()))
    .orderBy(asc(tariffs.sortOrder), asc(tariffs.id));
  const { content, nameEn, ...country } = row;
  return { country, tariffs: countryTariffs, content, nameEn };
}
