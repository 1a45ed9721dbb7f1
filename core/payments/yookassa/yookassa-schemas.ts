import { z } from 'zod';

/**
 * The parts of YooKassa's API v3 objects the site sends and reads
 * (yookassa.ru/developers/api). Answers are parsed with `z.object`, which drops fields not
 * listed here, so new fields YooKassa adds never break a payment.
 */

/** Roubles with two decimals, "7400.00", and an ISO 4217 code. */
const YooKassaAmountSchema = z.object({
  value: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: z.string().length(3),
});

/** YooKassa's limits of the fields the site fills (payment and receipt item descriptions). */
export const DESCRIPTION_MAX_LENGTH = 128;
export const REFUND_DESCRIPTION_MAX_LENGTH = 250;

const YooKassaReceiptItemSchema = z.object({
  description: z.string().min(1).max(DESCRIPTION_MAX_LENGTH),
  quantity: z.string(),
  amount: YooKassaAmountSchema,
  vat_code: z.number().int(),
  payment_subject: z.literal('service'),
  payment_mode: z.literal('full_payment'),
  measure: z.literal('piece'),
});

// The schema is YooKassa's documented request shape, written once; the request builders'
// return type is inferred from it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const YooKassaCreatePaymentRequestSchema = z.object({
  amount: YooKassaAmountSchema,
  capture: z.literal(true),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.string() }),
  description: z.string().max(DESCRIPTION_MAX_LENGTH),
  metadata: z.record(z.string(), z.string()),
  receipt: z.object({
    customer: z.object({ email: z.string() }),
    items: z.array(YooKassaReceiptItemSchema).length(1),
  }),
});
export type YooKassaCreatePaymentRequest = z.infer<typeof YooKassaCreatePaymentRequestSchema>;

// The schema is YooKassa's documented request shape, written once; the request builders'
// return type is inferred from it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const YooKassaCreateRefundRequestSchema = z.object({
  payment_id: z.string(),
  amount: YooKassaAmountSchema,
  description: z.string().max(REFUND_DESCRIPTION_MAX_LENGTH),
});
export type YooKassaCreateRefundRequest = z.infer<typeof YooKassaCreateRefundRequestSchema>;

/** Metadata values are strings in YooKassa; a number or boolean is read as its text. */
const MetadataSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean()]).transform(String),
);

export const YooKassaPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: YooKassaAmountSchema,
  paid: z.boolean(),
  test: z.boolean(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).nullish(),
  metadata: MetadataSchema.nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).nullish(),
});
export type YooKassaPayment = z.infer<typeof YooKassaPaymentSchema>;

export const YooKassaRefundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: YooKassaAmountSchema,
});
export type YooKassaRefund = z.infer<typeof YooKassaRefundSchema>;

/** `{ type: 'error', id, code, description, parameter }`, every HTTP 4xx and 5xx. */
export const YooKassaErrorSchema = z.object({
  type: z.literal('error'),
  id: z.string().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});
