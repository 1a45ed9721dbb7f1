import type { TariffInput } from '../../../contracts/staff/content';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import type { tariffs } from '../../../db/schema';
import { quoteRu } from '../../../contracts/quote-ru';

type TariffRow = typeof tariffs.$inferSelect;

/** What the audit log keeps of a tariff, before and after a change. */
export function tariffSnapshot(row: TariffRow) {
  return {
    name: row.name,
    price: row.price,
    currency: row.currency,
    minDays: row.minDays,
    maxDays: row.maxDays,
    sortOrder: row.sortOrder,
    description: row.description ?? '',
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** «цена 8 900 ₽ → 9 500 ₽; срок 3-7 раб.дней → 2-5 раб.дней»: the changed fields, in Russian. */
export function describeTariffChange(before: TariffRow, after: TariffInput): string[] {
  const changes: string[] = [];
  if (before.name !== after.name)
    changes.push(`название ${quoteRu(before.name)} → ${quoteRu(after.name)}`);
  if (before.price !== after.price || before.currency !== after.currency) {
    changes.push(
      `цена ${formatPrice(before.price, before.currency)} → ${formatPrice(after.price, after.currency)}`,
    );
  }
  if (before.minDays !== after.minDays || before.maxDays !== after.maxDays) {
    changes.push(`срок ${formatTariffDuration(before)} → ${formatTariffDuration(after)}`);
  }
  if (before.sortOrder !== after.sortOrder) {
    changes.push(`порядок ${before.sortOrder} → ${after.sortOrder}`);
  }
  if (after.description !== undefined && (before.description ?? '') !== after.description) {
    changes.push(after.description ? 'описание изменено' : 'описание удалено');
  }
  return changes;
}
