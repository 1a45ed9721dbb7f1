import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { queryRows } from '../query-rows';
import { countries, countryGroupMembers, countryGroups, fileTypes, tariffs } from '../schema';
import { countryContent } from './country-content';
import { seedCountries, SEED_GROUPS } from './country-list';
import { SEED_FILE_TYPES } from './file-types';
import { seedTariffs, TARIFF_DESCRIPTIONS } from './tariff-plans';

/**
 * Reference data: countries, groups, tariffs, country texts and file types.
 * Idempotent and respectful of staff edits: rows that exist are never touched, so a second run
 * changes nothing, and tariffs and texts are written only for a country inserted by this run.
 */
export async function seedReference(db: Database): Promise<{ insertedCountries: number }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(countryGroups)
      .values(SEED_GROUPS.map((g, i) => ({ slug: g.slug, name: g.name, sortOrder: i })))
      .onConflictDoNothing({ target: countryGroups.slug });

    const list = seedCountries();
    const inserted = await tx
      .insert(countries)
      .values(
        list.map((c) => ({
          code: c.code,
          name: c.name,
          nameEn: c.nameEn,
          content: countryContent(c),
        })),
      )
      .onConflictDoNothing({ target: countries.code })
      .returning({ id: countries.id, code: countries.code });

    if (inserted.length > 0) {
      const groupRows = await tx
        .select({ id: countryGroups.id, slug: countryGroups.slug })
        .from(countryGroups);
      const groupId = new Map(groupRows.map((g) => [g.slug, g.id]));
      const byCode = new Map(list.map((c) => [c.code, c]));
      const members = inserted.flatMap((row) =>
        (byCode.get(row.code)?.groups ?? []).flatMap((slug) => {
          const id = groupId.get(slug);
          return id ? [{ groupId: id, countryId: row.id }] : [];
        }),
      );
      if (members.length)
        await tx.insert(countryGroupMembers).values(members).onConflictDoNothing();

      const tariffRows = inserted.flatMap((row) =>
        seedTariffs(row.code).map((t, i) => ({
          countryId: row.id,
          ...t,
          description: TARIFF_DESCRIPTIONS[t.name] ?? '',
          currency: 'RUB',
          sortOrder: i,
        })),
      );
      await tx.insert(tariffs).values(tariffRows).onConflictDoNothing();
    }

    // Tariffs seeded before descriptions existed get the demo text of their kind, once: a
    // description staff wrote (or cleared to '') is never null again, so it is left alone.
    for (const [name, description] of Object.entries(TARIFF_DESCRIPTIONS)) {
      await tx
        .update(tariffs)
        .set({ description })
        .where(and(eq(tariffs.name, name), isNull(tariffs.description)));
    }

    await tx
      .insert(fileTypes)
      .values(SEED_FILE_TYPES.map((f, i) => ({ ...f, sortOrder: i })))
      .onConflictDoNothing({ target: fileTypes.code });

    return { insertedCountries: inserted.length };
  });
}

/** Used by tests to check that a second run leaves the data as it was. */
export async function referenceCounts(db: Database) {
  const [row] = await queryRows<
    Record<'countries' | 'groups' | 'members' | 'tariffs' | 'file_types', number>
  >(
    db,
    sql`
    select (select count(*)::int from countries) as countries,
           (select count(*)::int from country_groups) as groups,
           (select count(*)::int from country_group_members) as members,
           (select count(*)::int from tariffs) as tariffs,
           (select count(*)::int from file_types) as file_types`,
  );
  return row;
}
