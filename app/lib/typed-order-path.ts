import type { TypedCheckValues } from './typed-check';

/**
 * The order page for typed details, as the no-match view opens it: it needs the country and
 * the details the order form asks for; null without a country.
 */
export function typedOrderPath(values: TypedCheckValues): string | null {
  if (!values.country) return null;
  const params = new URLSearchParams({ country: values.country.toLowerCase() });
  for (const field of ['name', 'regCode', 'vatCode'] as const) {
    if (values[field]) params.set(field, values[field]);
  }
  return `/order?${params.toString()}`;
}
