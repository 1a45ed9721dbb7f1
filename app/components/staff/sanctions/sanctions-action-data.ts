import type { StaffSanctionsUpdateOutcome } from '../../../../contracts/staff/sanctions';

/** What «Обновить списки» answers: a summary line and, after a run, each list's outcome. */
export interface SanctionsActionData {
  ok: boolean;
  message: string;
  outcomes?: StaffSanctionsUpdateOutcome[];
}
