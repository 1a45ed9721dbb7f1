/** The NOTIFY channel of migration 0014's triggers on the reference tables and reviews. */
export const REFERENCE_CHANGE_CHANNEL = 'inocheck_reference_change';
