import { amountInWords } from './amount-in-words';
import type { OrderDocumentData } from './document-types';
import { formatKopecks, includedVatKopecks, toKopecks } from './money';

/** Every figure a document prints, formatted («7 400,00») and checked to add up. */
export interface DocumentFigures {
  price: string;
  lineSum: string;
  total: string;
  /** «В том числе НДС 22 %:» with the VAT, or «Без НДС» with a dash. */
  vat: { label: string; amount: string };
  /** «Семь тысяч четыреста рублей 00 копеек» */
  totalInWords: string;
}

export function documentFigures({ service, total, operator }: OrderDocumentData): DocumentFigures {
  const lineKopecks = toKopecks(service.price) * service.quantity;
  const totalKopecks = toKopecks(total);
  // A paper whose line and total disagree must never reach an accountant.
  if (lineKopecks !== totalKopecks) {
    throw new RangeError(`сумма строки ${lineKopecks / 100} не равна итогу ${total}`);
  }
  const rate = operator.vatRate;
  return {
    price: formatKopecks(toKopecks(service.price)),
    lineSum: formatKopecks(lineKopecks),
    total: formatKopecks(totalKopecks),
    vat:
      rate === null
        ? { label: 'Без НДС', amount: '—' }
        : {
            label: `В том числе НДС ${rate}\u00a0%:`,
            amount: formatKopecks(includedVatKopecks(totalKopecks, rate)),
          },
    totalInWords: amountInWords(total),
  };
}
