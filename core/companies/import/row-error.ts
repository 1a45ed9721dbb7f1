/** A row that cannot be imported; the message (in Russian) says why, the importer adds the line. */
export class RowError extends Error {}

/** What a source row becomes: a company, or nothing for a stated reason (not an error). */
export type MappedRow<T> = { company: T } | { ignored: string };
