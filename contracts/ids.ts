import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds; a bigger number would fail in SQL. */
export const DB_ID_MAX = 2_147_483_647;

/** A row id as the API takes it: a positive whole number a database column can hold. */
export function dbId(message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(DB_ID_MAX, {
      error: message,
    });
}

/**
 * A row id from a URL or a form field ("42"), or null for anything else: empty, signs, fractions,
 * exponents, or a number no id column can hold. Callers answer null with their own 404 or 400.
 */
export function parseDbId(value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= DB_ID_MAX ? value : null;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= DB_ID_MAX ? id : null;
}

/**
 * An id from a URL or form for a lookup: a malformed or out-of-range one becomes 0, which no
 * row has, so the domain answers its own "not found" instead of the database failing.
 */
export function idParam(value: unknown): number {
  return parseDbId(value) ?? 0;
}
