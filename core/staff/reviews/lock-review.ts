import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '../../../contracts/staff/reviews';
import { reviews } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import type { Transaction } from '../content/lock-country';

/** A review locked for the change, so two moderators deciding at once act one after another. */
export async function lockReview(tx: Transaction, id: number) {
  const [row] = Number.isSafeInteger(id)
    ? await tx.select().from(reviews).where(eq(reviews.id, id)).for('update')
    : [];
  if (!row) throw new DomainError(404, REVIEW_MESSAGES.notFound);
  return row;
}

/** «Отзыв №12 (Анна Петрова)» for the audit log. */
export function reviewLabel(row: { id: number; author: string }) {
  return `Отзыв №${row.id} (${row.author})`;
}
