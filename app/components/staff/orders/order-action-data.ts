/** The forms of an order's staff page, told apart by a hidden `intent`. */
export const ORDER_INTENTS = [
  'take',
  'ready',
  'cancel',
  'note',
  'upload',
  'upload-ready',
  'replace',
  'remove',
  'refund',
  'invoice-paid',
] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** What the page's action answers: the outcome, and per-field errors with what was typed. */
export interface OrderActionData {
  intent: OrderIntent | null;
  ok: boolean;
  message: string | null;
  /** A money move sent without `confirmed=yes`: nothing was done, the page asks first. */
  needsConfirmation?: boolean;
  /** The file a replace or remove was about. */
  fileId?: number;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}
