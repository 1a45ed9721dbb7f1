export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots, in the order they appear; null when the two
 * are not both objects (one side missing, or a list), which are then shown whole.
 */
export function diffFields(
  before: unknown,
  after: unknown,
): { changed: DiffRow[]; unchanged: number } | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
  return { changed, unchanged: fields.length - changed.length };
}

/** A value as a person reads it: text as is, yes/no, a dash for nothing, JSON for the rest. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value, null, 2);
}
