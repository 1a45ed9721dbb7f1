import type { InvoicePaymentRecord } from '../../contracts/payments';

/** «платёжное поручение № 512 от 24.11.2026», as the act and the audit log print it. */
export function paymentOrderText(record: InvoicePaymentRecord): string {
  const [year, month, day] = record.paidOn.split('-');
  return `платёжное поручение № ${record.paymentOrderNumber} от ${day}.${month}.${year}`;
}
