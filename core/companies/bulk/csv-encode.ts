const quoted = (value: string) =>
  value.includes('"') ? `"${value.replaceAll('"', '""')}"` : `"${value}"`;

/**
 * One CSV line for PostgreSQL's COPY (FORMAT csv): null is an empty unquoted field, every
 * string is quoted, so an empty string stays an empty string and commas, quotes and line
 * breaks inside values survive.
 */
export function csvLine(values: readonly (string | null)[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (i > 0) line += ',';
    if (value !== null && value !== undefined) line += quoted(value);
  }
  return `${line}\n`;
}
