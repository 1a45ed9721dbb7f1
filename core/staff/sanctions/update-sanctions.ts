import type { StaffActor } from '../../../contracts/staff/roles';
import {
  SANCTIONS_OUTCOME_LABELS,
  STAFF_SANCTIONS_MESSAGES,
  type StaffSanctionsUpdateOutcome,
} from '../../../contracts/staff/sanctions';
import type { Database } from '../../../db/client';
import type { Config } from '../../config';
import { DomainError } from '../../domain-error';
import { updateSanctionsLists } from '../../sanctions/update-lists';
import { recordAudit } from '../audit/record-audit';

/**
 * Databases with an update running in this process. Two runs at once would download and
 * replace the same lists twice; the second is refused instead. (The command-line
 * `npm run sanctions:update` in another process is not covered: its imports are still safe,
 * each in one transaction, and the same files twice change nothing.)
 */
const running = new WeakSet<Database>();

/** «загружено 2, без изменений 3» for the audit log. */
function countsLine(outcomes: StaffSanctionsUpdateOutcome[]): string {
  return (Object.keys(SANCTIONS_OUTCOME_LABELS) as (keyof typeof SANCTIONS_OUTCOME_LABELS)[])
    .map((kind) => [kind, outcomes.filter((o) => o.outcome === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${SANCTIONS_OUTCOME_LABELS[kind].toLowerCase()}: ${n}`)
    .join(', ');
}

/**
 * «Обновить списки» of the staff area: every list from its SANCTIONS_URL_* address, run by an
 * admin, recorded in the import history under the admin's name and in the audit log.
 */
export async function updateSanctionsByStaff(
  deps: { db: Database; config: Config },
  actor: StaffActor,
): Promise<StaffSanctionsUpdateOutcome[]> {
  if (actor.role !== 'admin') throw new DomainError(403, STAFF_SANCTIONS_MESSAGES.forbidden);
  const { db } = deps;
  if (running.has(db)) throw new DomainError(409, STAFF_SANCTIONS_MESSAGES.busy);
  running.add(db);
  try {
    const outcomes = await updateSanctionsLists(db, deps.config, {
      actor: `${actor.name} <${actor.email}>`,
    });
    const result = outcomes.map(({ list, outcome, message }) => ({ list, outcome, message }));
    await recordAudit(db, actor, {
      action: 'sanctions.update',
      objectType: 'sanctions_lists',
      summary: `Обновление санкционных списков — ${countsLine(result)}`,
      after: result.map(({ list, outcome }) => ({ list, outcome })),
    });
    return result;
  } finally {
    running.delete(db);
  }
}
