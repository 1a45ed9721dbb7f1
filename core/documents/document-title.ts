import { formatDocumentDate } from './document-date';
import type { OrderDocumentData } from './document-types';

const TITLES = { invoice: 'Счёт на оплату', act: 'Акт' } as const;

/** «Счёт на оплату № 2026-000012 от 25 ноября 2026 г.», «Акт № … от …». */
export function documentTitle({ kind, number, date }: OrderDocumentData): string {
  return `${TITLES[kind]} №\u00a0${number} от ${formatDocumentDate(date)}`;
}

/** «Заказ № 2026-000012», followed for an act by what it closes. */
export function documentBasis({ kind, orderNumber, basis }: OrderDocumentData): string {
  const order = `Заказ №\u00a0${orderNumber}`;
  return kind === 'act' && basis?.trim() ? `${order}, ${basis.trim()}` : order;
}
