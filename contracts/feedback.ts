import { z } from 'zod';
import { MESSAGES } from './messages';
import { phoneField } from './phone-field';
import { multilineText, singleLineText } from './text';

/** Spec section 4: what replaces the contact form after a successful submit. */
export const THANK_YOU_TEXT = 'Спасибо! Данные успешно отправлены';

export const FEEDBACK_MESSAGES = {
  required: MESSAGES.required,
  phone: 'Введите корректный номер',
  email: 'Введите корректную почту',
  // An empty field is not a mistyped address: the spec's text is kept for the latter.
  emailEmpty: 'Введите почту',
} as const;

export const FEEDBACK_LIMITS = {
  name: 200,
  email: 254,
  message: 5000,
} as const;

/**
 * Spec section 5: letters, digits, dot, underscore, hyphen before the at sign; a domain whose
 * top-level part has two or more letters. Domain letters may be Cyrillic (пример.рф), which
 * mail servers accept through punycode; the local part stays Latin, as most servers require.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@(?:[\p{L}\d-]+\.)+\p{L}{2,}$/u;

const tooLong = (max: number) => ({ error: `Не длиннее ${max} символов` });
const text = (message: string, base = singleLineText) => base({ error: message }).trim();

/** The contact form of the home page: the browser form and POST /api/FeedBack/Question. */
// Not strict: a form may carry extra inputs (a consent checkbox); unknown keys are dropped.
export const FeedbackQuestion = z.object({
  name: text(FEEDBACK_MESSAGES.required)
    .min(1, { error: FEEDBACK_MESSAGES.required })
    .max(FEEDBACK_LIMITS.name, tooLong(FEEDBACK_LIMITS.name)),
  // The order form's phone rule (issue 27): spec section 5's digits-and-hyphens rule refused
  // «+7 (916) 555-12-34» and every foreign number; the spec's message is kept for the rest.
  phone: phoneField(FEEDBACK_MESSAGES.phone),
  email: text(FEEDBACK_MESSAGES.emailEmpty)
    .min(1, { error: FEEDBACK_MESSAGES.emailEmpty })
    .max(FEEDBACK_LIMITS.email, tooLong(FEEDBACK_LIMITS.email))
    .regex(EMAIL_PATTERN, { error: FEEDBACK_MESSAGES.email }),
  message: text(FEEDBACK_MESSAGES.required, multilineText)
    .min(1, { error: FEEDBACK_MESSAGES.required })
    .max(FEEDBACK_LIMITS.message, tooLong(FEEDBACK_LIMITS.message)),
});
export type FeedbackQuestion = z.infer<typeof FeedbackQuestion>;

export const FeedbackQuestionResponse = z.object({
  ok: z.literal(true),
  id: z.number().int(),
});
export type FeedbackQuestionResponse = z.infer<typeof FeedbackQuestionResponse>;

/** Who sent a question, recorded for the staff area and abuse handling. */
export interface FeedbackClientInfo {
  ip?: string;
  userAgent?: string;
}
