import { asc, count, eq } from 'drizzle-orm';
import type { CountryGroup } from '../../contracts/dictionary';
import type { Database } from '../../db/client';
import { countries, countryGroupMembers, countryGroups } from '../../db/schema';
import { countryColumns, type Country } from './country-row';

export async function listCountryGroups(db: Database): Promise<CountryGroup[]> {
  return db
    .select({
      id: countryGroups.id,
      slug: countryGroups.slug,
      name: countryGroups.name,
      countriesCount: count(countryGroupMembers.countryId),
    })
    .from(countryGroups)
    .leftJoin(countryGroupMembers, eq(countryGroupMembers.groupId, countryGroups.id))
    .groupBy(countryGroups.id)
    .orderBy(asc(countryGroups.sortOrder));
}

/** A group by numeric id or slug ('europe', 'cis'), with its countries in Russian order. */
export async function listCountriesByGroup(
  db: Database,
  ref: string | number,
): Promise<{ group: CountryGroup; countries: Country[] } | null> {
  const groups = await listCountryGroups(db);
  const group = groups.find((g) =>
    typeof ref === 'number' || /^\d+$/.test(ref)
      ? g.id === Number(ref)
      : g.slug === ref.toLowerCase(),
  );
  if (!group) return null;
  const rows = await db
    .select(countryColumns)
    .from(countryGroupMembers)
    .innerJoin(countries, eq(countries.id, countryGroupMembers.countryId))
    .where(eq(countryGroupMembers.groupId, group.id));
  rows.sort((a, b) => a.name.localeCompare(b.name, 'ru'));
  return { group, countries: rows };
}
