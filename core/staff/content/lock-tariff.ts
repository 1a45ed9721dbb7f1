import { and, eq } from 'drizzle-orm';
import { CONTENT_MESSAGES } from '../../../contracts/staff/content';
import { tariffs } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { Transaction } from './lock-country';

/** A tariff of this very country, locked; another country's tariff id is a 404. */
export async function lockTariff(tx: Transaction, countryId: number, tariffId: number) {
  const [row] = Number.isSafeInteger(tariffId)
    ? await tx
        .select()
        .from(tariffs)
        .where(and(eq(tariffs.id, tariffId), eq(tariffs.countryId, countryId)))
        .for('update')
    : [];
  if (!row) throw new DomainError(404, CONTENT_MESSAGES.tariffNotFound);
  return row;
}
