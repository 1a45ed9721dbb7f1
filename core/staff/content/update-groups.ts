import { nowOf } from '../../clock';
import { asc, eq } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  CountryGroupsInput,
  type Changed,
} from '../../../contracts/staff/content';
import type { StaffActor } from '../../../contracts/staff/roles';
import { countryGroupMembers, countryGroups } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry, touchCountry } from './lock-country';
import { parseInput } from './parse-input';

/** The groups (continents, СНГ) a country is listed under; at least one, so it stays findable. */
export async function updateCountryGroups(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  input: CountryGroupsInput,
): Promise<Changed> {
  const wanted = new Set(parseInput(CountryGroupsInput, input).groupIds);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    const groups = await tx
      .select({ id: countryGroups.id, slug: countryGroups.slug, name: countryGroups.name })
      .from(countryGroups)
      .orderBy(asc(countryGroups.sortOrder));
    if ([...wanted].some((id) => !groups.some((g) => g.id === id))) {
      throw new DomainError(400, CONTENT_MESSAGES.unknownGroup);
    }
    const current = await tx
      .select({ groupId: countryGroupMembers.groupId })
      .from(countryGroupMembers)
      .where(eq(countryGroupMembers.countryId, country.id));
    const had = new Set(current.map((m) => m.groupId));
    if (had.size === wanted.size && [...wanted].every((id) => had.has(id))) {
      return { changed: false };
    }
    await tx.delete(countryGroupMembers).where(eq(countryGroupMembers.countryId, country.id));
    await tx
      .insert(countryGroupMembers)
      .values([...wanted].map((groupId) => ({ groupId, countryId: country.id })));
    await touchCountry(tx, country.id, at);
    const names = (ids: Set<number>) => groups.filter((g) => ids.has(g.id)).map((g) => g.name);
    const slugs = (ids: Set<number>) => groups.filter((g) => ids.has(g.id)).map((g) => g.slug);
    await recordAudit(tx, actor, {
      action: 'country.update_groups',
      objectType: 'country',
      objectId: country.code,
      summary: `${country.name}: группы — ${names(wanted).join(', ')} (были: ${names(had).join(', ') || 'нет'})`,
      before: { groups: slugs(had) },
      after: { groups: slugs(wanted) },
    });
    return { changed: true };
  });
}
