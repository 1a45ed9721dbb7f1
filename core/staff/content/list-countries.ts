import { asc, count, isNull, sql } from 'drizzle-orm';
import type {
  CountryListFilter,
  StaffCountryList,
  StaffCountryRow,
} from '../../../contracts/staff/content';
import type { Database } from '../../../db/client';
import { countries, countryGroupMembers, countryGroups, tariffs } from '../../../db/schema';
import { findUploadedSample } from '../../reports/sample/find-uploaded-sample';
import type { FileStorage } from '../../storage/file-storage';

/** Case- and ё-insensitive, as people type country names. */
function fold(text: string): string {
  return text.toLocaleLowerCase('ru').replaceAll('ё', 'е');
}

/**
 * Every country with what staff look at in the list: groups, tariffs on sale and retired, the
 * text's length, the last change and whether a sample report was uploaded. 252 rows: filtering
 * happens here rather than in SQL, the same on both databases.
 */
export async function listStaffCountries(
  db: Database,
  storage: FileStorage,
  filter: CountryListFilter,
): Promise<StaffCountryList> {
  const [rows, groups, members, tariffCounts] = await Promise.all([
    db
      .select({
        id: countries.id,
        code: countries.code,
        name: countries.name,
        nameEn: countries.nameEn,
        textLength: sql<number>`char_length(${countries.content})::int`,
        updatedAt: countries.updatedAt,
      })
      .from(countries),
    db
      .select({ id: countryGroups.id, slug: countryGroups.slug, name: countryGroups.name })
      .from(countryGroups)
      .orderBy(asc(countryGroups.sortOrder)),
    db
      .select({ countryId: countryGroupMembers.countryId, groupId: countryGroupMembers.groupId })
      .from(countryGroupMembers),
    db
      .select({
        countryId: tariffs.countryId,
        isActive: isNull(tariffs.retiredAt),
        n: count(),
      })
      .from(tariffs)
      .groupBy(tariffs.countryId, isNull(tariffs.retiredAt)),
  ]);

  const groupsOf = new Map<number, number[]>();
  for (const m of members)
    groupsOf.set(m.countryId, [...(groupsOf.get(m.countryId) ?? []), m.groupId]);
  const counts = new Map<number, { active: number; retired: number }>();
  for (const t of tariffCounts) {
    const entry = counts.get(t.countryId) ?? { active: 0, retired: 0 };
    entry[t.isActive ? 'active' : 'retired'] += Number(t.n);
    counts.set(t.countryId, entry);
  }

  const query = fold(filter.q);
  const group = groups.find((g) => g.slug === filter.group);
  const shown = rows
    .filter((c) => {
      if (group && !(groupsOf.get(c.id) ?? []).includes(group.id)) return false;
      if (!query) return true;
      return (
        fold(c.name).includes(query) ||
        fold(c.nameEn).includes(query) ||
        c.code.toLowerCase() === query
      );
    })
    // A typed code ('de') puts its country first, above names that merely contain the letters.
    .sort(
      (a, b) =>
        Number(b.code.toLowerCase() === query) - Number(a.code.toLowerCase() === query) ||
        a.name.localeCompare(b.name, 'ru'),
    );

  const result: StaffCountryRow[] = await Promise.all(
    shown.map(async (c) => {
      const groupIds = groupsOf.get(c.id) ?? [];
      const sample = await findUploadedSample(storage, c.code);
      return {
        code: c.code,
        name: c.name,
        nameEn: c.nameEn,
        groups: groups.filter((g) => groupIds.includes(g.id)).map((g) => g.name),
        activeTariffs: counts.get(c.id)?.active ?? 0,
        retiredTariffs: counts.get(c.id)?.retired ?? 0,
        textLength: Number(c.textLength),
        updatedAt: c.updatedAt.toISOString(),
        sample: sample?.extension ?? null,
      };
    }),
  );
  return { countries: result, total: rows.length, groups };
}
