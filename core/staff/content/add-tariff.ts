import { nowOf } from '../../clock';
import type { StaffActor } from '../../../contracts/staff/roles';
import { TariffInput } from '../../../contracts/staff/content';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { tariffs } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry, touchCountry } from './lock-country';
import { parseInput } from './parse-input';
import { tariffSnapshot } from './tariff-audit';
import { assertTariffNameFree } from './tariff-name';
import { quoteRu } from '../../../contracts/quote-ru';

/** A new tariff of a country, on sale (and on the public pages) at once. */
export async function addTariff(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  input: TariffInput,
): Promise<{ id: number }> {
  const data = parseInput(TariffInput, input);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    await assertTariffNameFree(tx, country.id, data.name);
    const [row] = await tx
      .insert(tariffs)
      .values({
        countryId: country.id,
        ...data,
        description: data.description ?? '',
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error('tariff insert returned nothing');
    await touchCountry(tx, country.id, at);
    await recordAudit(tx, actor, {
      action: 'tariff.create',
      objectType: 'tariff',
      objectId: row.id,
      summary: `${country.name}: добавлен тариф ${quoteRu(row.name)} — ${formatPrice(row.price, row.currency)}, ${formatTariffDuration(row)}`,
      after: { country: country.code, ...tariffSnapshot(row) },
    });
    return { id: row.id };
  });
}
