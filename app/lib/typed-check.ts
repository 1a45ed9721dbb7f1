/** The typed check's fields as its form and its URL query name them. */
export const TYPED_CHECK_FIELDS = ['name', 'regCode', 'vatCode', 'country'] as const;
export type TypedCheckField = (typeof TYPED_CHECK_FIELDS)[number];
export type TypedCheckValues = Record<TypedCheckField, string>;

/** The fields' labels, to name the one a message is about. */
export const TYPED_CHECK_LABELS: Record<TypedCheckField, string> = {
  name: 'Название компании',
  regCode: 'Регистрационный номер',
  vatCode: 'ИНН / налоговый номер',
  country: 'Страна',
};

/** The values in a query (trimmed, empty when absent) and whether the form was sent at all. */
export function typedCheckFromQuery(params: URLSearchParams): {
  values: TypedCheckValues;
  isSubmitted: boolean;
} {
  const values = { name: '', regCode: '', vatCode: '', country: '' };
  let isSubmitted = false;
  for (const field of TYPED_CHECK_FIELDS) {
    const value = params.get(field);
    if (value !== null) isSubmitted = true;
    values[field] = value?.trim() ?? '';
  }
  return { values, isSubmitted };
}
