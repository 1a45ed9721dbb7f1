/** A company as it was checked: from the register (with its id) or as the visitor typed it. */
export interface CheckedSubject {
  name: string;
  /** The register's Latin spelling, when it differs from `name`. */
  nameLat: string | null;
  regCode: string | null;
  vatCode: string | null;
  country: { code: string; name: string } | null;
}
