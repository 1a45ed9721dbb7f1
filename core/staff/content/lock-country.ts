import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES } from '../../../contracts/staff/content';
import type { Database } from '../../../db/client';
import { countries } from '../../../db/schema';
import { DomainError } from '../../domain-error';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** 'is', 'IS' → 'IS'; anything that is not two Latin letters → null. */
export function countryCodeOf(code: string): string | null {
  return /^[a-z]{2}$/i.test(code.trim()) ? code.trim().toUpperCase() : null;
}

/**
 * The country a change is about, locked until the transaction ends: edits of one country (its
 * text, groups, tariffs) then happen one after another, so checks such as «the last tariff on
 * sale» or «a unique name» see the state they change.
 */
export async function lockCountry(tx: Transaction, code: string) {
  const upper = countryCodeOf(code);
  const [row] = upper
    ? await tx
        .select({
          id: countries.id,
          code: countries.code,
          name: countries.name,
          content: countries.content,
        })
        .from(countries)
        .where(eq(countries.code, upper))
        .for('update')
    : [];
  if (!row) throw new DomainError(404, CONTENT_MESSAGES.countryNotFound);
  return row;
}

/** Public pages read the database on every request; the stamp is for the staff list. */
export async function touchCountry(tx: Transaction, id: number, at: Date) {
  await tx.update(countries).set({ updatedAt: at }).where(eq(countries.id, id));
}
