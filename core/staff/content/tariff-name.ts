import { and, eq, ne, sql } from 'drizzle-orm';
import { CONTENT_MESSAGES } from '../../../contracts/staff/content';
import { tariffs } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { Transaction } from './lock-country';

/**
 * A country's tariff names are unique regardless of case (customers could not tell «Срочный»
 * from «срочный» apart); a retired tariff keeps its name, so staff are sent to restore it.
 */
export async function assertTariffNameFree(
  tx: Transaction,
  countryId: number,
  name: string,
  exceptId?: number,
) {
  const [clash] = await tx
    .select({ retiredAt: tariffs.retiredAt })
    .from(tariffs)
    .where(
      and(
        eq(tariffs.countryId, countryId),
        sql`lower(${tariffs.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(tariffs.id, exceptId),
      ),
    );
  if (clash) {
    throw new DomainError(
      409,
      clash.retiredAt ? CONTENT_MESSAGES.nameTakenRetired : CONTENT_MESSAGES.nameTaken,
    );
  }
}
