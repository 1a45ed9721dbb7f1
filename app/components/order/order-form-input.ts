import { isTicked, nestedFields, numberField, pickFields } from '../../lib/form-values';
import type { FieldErrors } from '../../lib/zod-form';

const TEXT_FIELDS = [
  'idempotencyKey',
  'countryCode',
  'language',
  'languageOther',
  'contactName',
  'email',
  'phone',
  'organisation',
  'inn',
  'comment',
] as const;

/**
 * The order form's fields as POST /api/Order/Create takes them: the same object is checked with
 * `CreateOrderRequest` in the browser before sending and by the page's action.
 */
export function orderInputFromForm(values: Record<string, string>) {
  return {
    ...pickFields(values, TEXT_FIELDS),
    tariffId: numberField(values.tariffId),
    consent: isTicked(values.consent),
    companyId: numberField(values.companyId),
    company: nestedFields(values, 'company'),
  };
}

/**
 * What the order page's action answers when it refuses: why, with the form as typed. An order
 * made is a redirect to its status page instead.
 */
export type OrderFormResult = {
  errors?: FieldErrors<Record<string, unknown>>;
  message?: string;
  values: Record<string, string>;
};
