/**
 * A posted form as the shared zod schemas take it. A form sends text only: the action turns a
 * ticked checkbox and a number field into what the JSON API receives, then validates with the
 * API's own schema, so both paths accept and refuse the same input.
 */

/** The form's text fields (a file field is dropped); what an invalid form gets back as typed. */
export function formTexts(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  return values;
}

/** A checkbox is sent as "on" when ticked and not at all when not. */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/**
 * A whole number typed or chosen in a field; anything else stays as it came (absent, empty or
 * text), so the schema refuses it with its own message.
 */
export function numberField(value: string | undefined): number | string | undefined {
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value;
}

/** Fields named `prefix.key` (hidden inputs of a nested object) as `{ key }`; none: undefined. */
export function nestedFields(
  values: Record<string, string>,
  prefix: string,
): Record<string, string> | undefined {
  const start = `${prefix}.`;
  const entries = Object.entries(values)
    .filter(([name]) => name.startsWith(start))
    .map(([name, value]) => [name.slice(start.length), value]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** Only the named fields: a strict schema refuses any other key a form happens to carry. */
export function pickFields<K extends string>(
  values: Record<string, string>,
  names: readonly K[],
): Partial<Record<K, string>> {
  return Object.fromEntries(
    names.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]),
  ) as Partial<Record<K, string>>;
}
