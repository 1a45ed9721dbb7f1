import { data } from 'react-router';
import { MESSAGES } from '../../../contracts/messages';
import type { StaffActor } from '../../../contracts/staff/roles';
import type { StaffSanctionsServices } from '../../../contracts/staff/sanctions';
import type { SanctionsActionData } from '../../components/staff/sanctions/sanctions-action-data';
import { tryDomain } from '../../lib/domain-result.server';

const answer = (result: SanctionsActionData, status = 200) =>
  status === 200 ? result : data(result, { status });

/**
 * «Обновить списки»: runs the whole update while the request waits (seconds to minutes) and
 * answers each list's outcome. The domain refuses a non-admin (403) and a second run (409).
 */
export async function sanctionsAction(
  sanctions: StaffSanctionsServices,
  actor: StaffActor,
  fields: Record<string, string>,
) {
  if (fields.intent !== 'update') {
    return answer({ ok: false, message: MESSAGES.unknownAction }, 400);
  }
  const result = await tryDomain(() => sanctions.update(actor));
  if (!result.ok) return answer({ ok: false, message: result.message }, result.status);
  const outcomes = result.value;
  const missed = outcomes.filter((o) => o.outcome === 'refused' || o.outcome === 'failed');
  return answer({
    ok: missed.length === 0,
    message: missed.length
      ? `Обновление закончено, но не обновлено списков: ${missed.length} из ${outcomes.length}. Эти списки остались прежними.`
      : 'Обновление закончено: все списки проверены.',
    outcomes,
  });
}
