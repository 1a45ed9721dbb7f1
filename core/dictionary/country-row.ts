import { sql } from 'drizzle-orm';
import type { Country } from '../../contracts/dictionary';
import { countries, tariffs } from '../../db/schema';

/** Column selections that produce the API's field names directly. */
export const countryColumns = { id: countries.id, name: countries.name, code: countries.code };

export const tariffColumns = {
  id: tariffs.id,
  tariffName: tariffs.name,
  tariffPrice: tariffs.price,
  tariffCurrency: tariffs.currency,
  minDays: tariffs.minDays,
  maxDays: tariffs.maxDays,
  tariffDescription: sql<string>`coalesce(${tariffs.description}, '')`,
};

export type { Country };
