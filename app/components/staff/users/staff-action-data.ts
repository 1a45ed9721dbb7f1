/** The forms of the staff users page, told apart by a hidden `intent`. */
export const STAFF_USER_INTENTS = [
  'create',
  'update',
  'deactivate',
  'activate',
  'password',
] as const;
export type StaffUserIntent = (typeof STAFF_USER_INTENTS)[number];

export interface StaffUserActionData {
  intent: StaffUserIntent | null;
  ok: boolean;
  message: string | null;
  /** The colleague the form was about (the new one after «create»). */
  id?: number;
  /** When a change was made, so the form it came from starts afresh after each one. */
  doneAt?: number;
  errors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}
