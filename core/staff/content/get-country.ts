import { asc, eq, sql } from 'drizzle-orm';
import type { StaffCountryDetail, StaffTariff } from '../../../contracts/staff/content';
import type { Database } from '../../../db/client';
import { countries, countryGroupMembers, countryGroups, tariffs } from '../../../db/schema';
import { findUploadedSample } from '../../reports/sample/find-uploaded-sample';
import type { FileStorage } from '../../storage/file-storage';
import { countryCodeOf } from './lock-country';

function staffTariffOf(row: typeof tariffs.$inferSelect): StaffTariff {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    currency: row.currency,
    minDays: row.minDays,
    maxDays: row.maxDays,
    sortOrder: row.sortOrder,
    description: row.description ?? '',
    retiredAt: row.retiredAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A country as its staff page shows it: text, every group, every tariff (retired last), sample. */
export async function getStaffCountry(
  db: Database,
  storage: FileStorage,
  code: string,
): Promise<StaffCountryDetail | null> {
  const upper = countryCodeOf(code);
  if (!upper) return null;
  const [country] = await db.select().from(countries).where(eq(countries.code, upper));
  if (!country) return null;
  const [groups, tariffRows, sample] = await Promise.all([
    db
      .select({
        id: countryGroups.id,
        slug: countryGroups.slug,
        name: countryGroups.name,
        isMember: sql<boolean>`${countryGroupMembers.countryId} is not null`,
      })
      .from(countryGroups)
      .leftJoin(
        countryGroupMembers,
        sql`${countryGroupMembers.groupId} = ${countryGroups.id} and ${countryGroupMembers.countryId} = ${country.id}`,
      )
      .orderBy(asc(countryGroups.sortOrder)),
    db
      .select()
      .from(tariffs)
      .where(eq(tariffs.countryId, country.id))
      .orderBy(sql`${tariffs.retiredAt} is not null`, asc(tariffs.sortOrder), asc(tariffs.id)),
    findUploadedSample(storage, country.code),
  ]);
  return {
    code: country.code,
    name: country.name,
    nameEn: country.nameEn,
    content: country.content,
    updatedAt: country.updatedAt.toISOString(),
    groups: groups.map((g) => ({ ...g, isMember: Boolean(g.isMember) })),
    tariffs: tariffRows.map(staffTariffOf),
    sample: sample
      ? {
          extension: sample.extension,
          size: sample.size,
          uploadedAt: sample.modifiedAt.toISOString(),
        }
      : null,
  };
}
