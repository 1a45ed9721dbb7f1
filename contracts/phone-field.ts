import { normalizePhone, PHONE_TYPED_MAX } from './phone';
import { singleLineText } from './text';

/**
 * The one phone field of every form (the order, the home contact form): a number as people type
 * it, refused with the form's own message, stored as `normalizePhone` gives it.
 */
export function phoneField(message: string) {
  return singleLineText({ error: message })
    .max(PHONE_TYPED_MAX, { error: message })
    .refine((typed) => normalizePhone(typed) !== null, { error: message })
    .transform((typed) => normalizePhone(typed) ?? typed);
}
