import { TYPED_CHECK_FIELDS, type TypedCheckField } from './typed-check';

/** The check page of a register company (its card's badge links there). */
export function companyCheckPath(companyId: number): string {
  return `/sanctions/company/${companyId}`;
}

/** Typed details to check; `country` is ISO 3166-1 alpha-2. */
type TypedCheckDetails = Partial<Record<TypedCheckField, string | null>>;

/** The check page for typed details, filled in and run (the no-match view and order pages). */
export function typedCheckPath(details: TypedCheckDetails): string {
  const params = new URLSearchParams();
  for (const field of TYPED_CHECK_FIELDS) {
    const value = details[field]?.trim();
    if (value) params.set(field, field === 'country' ? value.toUpperCase() : value);
  }
  const query = params.toString();
  return query ? `/sanctions/check?${query}` : '/sanctions/check';
}
