import { moscowDate } from '../../../contracts/dates';

/** Digits the id is padded to: numbers of one day sort and read alike up to a million. */
const ID_DIGITS = 6;

/** `SC-20261127-000123`: the Moscow date of the check, then the row's id. */
export function certificateNumber(checkedAt: Date, id: number): string {
  return `SC-${moscowDate(checkedAt).replaceAll('-', '')}-${String(id).padStart(ID_DIGITS, '0')}`;
}
