import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES, TariffInput, type Changed } from '../../../contracts/staff/content';
import type { StaffActor } from '../../../contracts/staff/roles';
import { tariffs } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry, touchCountry } from './lock-country';
import { parseInput } from './parse-input';
import { lockTariff } from './lock-tariff';
import { describeTariffChange, tariffSnapshot } from './tariff-audit';
import { assertTariffNameFree } from './tariff-name';
import { quoteRu } from '../../../contracts/quote-ru';

/**
 * Name, price, currency, term and order of a tariff on sale. Orders already placed keep the
 * tariff as it was when they were placed (their own snapshot), so a new price applies only to
 * new orders.
 */
export async function updateTariff(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  tariffId: number,
  input: TariffInput,
): Promise<Changed> {
  const data = parseInput(TariffInput, input);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    const before = await lockTariff(tx, country.id, tariffId);
    if (before.retiredAt) throw new DomainError(409, CONTENT_MESSAGES.retiredEdit);
    const changes = describeTariffChange(before, data);
    if (changes.length === 0) return { changed: false };
    if (data.name !== before.name) await assertTariffNameFree(tx, country.id, data.name, before.id);
    const [after] = await tx
      .update(tariffs)
      .set({ ...data, updatedAt: at })
      .where(eq(tariffs.id, before.id))
      .returning();
    if (!after) throw new Error('tariff update returned nothing');
    await touchCountry(tx, country.id, at);
    await recordAudit(tx, actor, {
      action: 'tariff.update',
      objectType: 'tariff',
      objectId: before.id,
      summary: `${country.name}: тариф ${quoteRu(before.name)} — ${changes.join('; ')}`,
      before: { country: country.code, ...tariffSnapshot(before) },
      after: { country: country.code, ...tariffSnapshot(after) },
    });
    return { changed: true };
  });
}
