import { nowOf } from '../../clock';
import { and, count, eq, ne } from 'drizzle-orm';
import { isRoublePrice } from '../../../contracts/roubles';
import { CONTENT_MESSAGES } from '../../../contracts/staff/content';
import type { StaffActor } from '../../../contracts/staff/roles';
import { tariffs } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { tariffOnSale } from '../../dictionary/tariff-on-sale';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry, touchCountry } from './lock-country';
import { lockTariff } from './lock-tariff';
import { tariffSnapshot } from './tariff-audit';
import { quoteRu } from '../../../contracts/quote-ru';

/**
 * Takes a tariff off sale, or puts it back. A retired tariff disappears from the public pages
 * and the API and cannot be ordered; it is never deleted, because orders and the audit log
 * refer to it.
 */
export async function setTariffRetired(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  tariffId: number,
  retire: boolean,
): Promise<void> {
  const at = nowOf(deps);
  await deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    const before = await lockTariff(tx, country.id, tariffId);
    if (retire && before.retiredAt) throw new DomainError(409, CONTENT_MESSAGES.alreadyRetired);
    if (!retire && !before.retiredAt) throw new DomainError(409, CONTENT_MESSAGES.notRetired);
    // Only a tariff on sale can be the last one a country is ordered by.
    if (retire && isRoublePrice(before.currency)) {
      const [others] = await tx
        .select({ n: count() })
        .from(tariffs)
        .where(and(eq(tariffs.countryId, country.id), tariffOnSale(), ne(tariffs.id, before.id)));
      if (Number(others?.n ?? 0) === 0) throw new DomainError(409, CONTENT_MESSAGES.lastTariff);
    }
    const [after] = await tx
      .update(tariffs)
      .set({ retiredAt: retire ? at : null, updatedAt: at })
      .where(eq(tariffs.id, before.id))
      .returning();
    if (!after) throw new Error('tariff update returned nothing');
    await touchCountry(tx, country.id, at);
    await recordAudit(tx, actor, {
      action: retire ? 'tariff.retire' : 'tariff.restore',
      objectType: 'tariff',
      objectId: before.id,
      summary: `${country.name}: тариф ${quoteRu(before.name)} ${retire ? 'снят с продажи' : 'возвращён в продажу'}`,
      before: { country: country.code, ...tariffSnapshot(before) },
      after: { country: country.code, ...tariffSnapshot(after) },
    });
  });
}
