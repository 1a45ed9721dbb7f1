import type { CreatePaymentInput, RefundInput } from '../payment-provider';
import {
  DESCRIPTION_MAX_LENGTH,
  REFUND_DESCRIPTION_MAX_LENGTH,
  type YooKassaCreatePaymentRequest,
  type YooKassaCreateRefundRequest,
} from './yookassa-schemas';

const graphemes = new Intl.Segmenter('ru', { granularity: 'grapheme' });
const ELLIPSIS = '…';

/**
 * Text cut to at most `max` UTF-16 units (YooKassa refuses longer descriptions) between whole
 * characters, so no surrogate pair or accent is torn apart, with «…» marking the cut.
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const { segment } of graphemes.segment(clean)) {
    if (out.length + segment.length + ELLIPSIS.length > max) break;
    out += segment;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}

/**
 * POST /payments: one-stage payment (`capture: true`) paid on YooKassa's page, with the 54-ФЗ
 * receipt of the one report sold.
 */
export function createPaymentRequest(input: CreatePaymentInput): YooKassaCreatePaymentRequest {
  return {
    amount: input.amount,
    capture: true,
    confirmation: { type: 'redirect', return_url: input.returnUrl },
    description: cutText(input.description, DESCRIPTION_MAX_LENGTH),
    metadata: input.metadata,
    receipt: {
      customer: { email: input.receipt.email },
      items: [
        {
          description: cutText(input.receipt.itemDescription, DESCRIPTION_MAX_LENGTH),
          quantity: '1.00',
          amount: input.amount,
          vat_code: input.receipt.vatCode,
          payment_subject: 'service',
          payment_mode: 'full_payment',
          measure: 'piece',
        },
      ],
    },
  };
}

/** POST /refunds: a full refund needs no receipt, YooKassa takes the payment's one. */
export function createRefundRequest(input: RefundInput): YooKassaCreateRefundRequest {
  return {
    payment_id: input.paymentId,
    amount: input.amount,
    description: cutText(input.description, REFUND_DESCRIPTION_MAX_LENGTH),
  };
}
