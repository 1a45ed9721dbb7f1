/** The operator's details printed on invoices and acts (from configuration). */
export interface OperatorDetails {
  name: string;
  inn: string;
  kpp: string;
  ogrn: string;
  address: string;
  bank: { name: string; bik: string; account: string; corrAccount: string };
  /** null: «Без НДС» (simplified taxation); otherwise the rate in per cent. */
  vatRate: number | null;
}

/** The customer's organisation as they asked to be invoiced. */
export interface BuyerDetails {
  name: string;
  inn: string;
  /** Empty for an individual entrepreneur (12-digit ИНН). */
  kpp: string;
  address: string;
}

/** «Счёт на оплату» or «Акт оказанных услуг» for one order. */
export interface OrderDocumentData {
  kind: 'invoice' | 'act';
  /** e.g. «2026-000012» (the order's number) or a document number of its own. */
  number: string;
  /** ISO date 'YYYY-MM-DD' (Moscow calendar). */
  date: string;
  operator: OperatorDetails;
  buyer: BuyerDetails;
  /** The one line: the report. */
  service: { description: string; quantity: 1; unit: 'усл.'; price: number };
  /** Whole roubles. */
  total: number;
  orderNumber: string;
  /** For the act: the invoice or payment it closes, e.g. «оплата № … от …». */
  basis?: string;
}
