import { nowOf } from '../../clock';
import { eq } from 'drizzle-orm';
import { CountryText, type Changed } from '../../../contracts/staff/content';
import type { StaffActor } from '../../../contracts/staff/roles';
import { countries } from '../../../db/schema';
import { recordAudit } from '../audit/record-audit';
import type { StaffDeps } from '../staff-deps';
import { lockCountry } from './lock-country';
import { parseInput } from './parse-input';

const count = new Intl.NumberFormat('ru-RU');

/**
 * The country's information text (Markdown). The public page renders it on every request with
 * the safe renderer, and seeding never writes a text over an existing country's, so the edit
 * shows at once and stays.
 */
export async function updateCountryText(
  deps: StaffDeps,
  actor: StaffActor,
  code: string,
  input: CountryText,
): Promise<Changed> {
  const { content } = parseInput(CountryText, input);
  const at = nowOf(deps);
  return deps.db.transaction(async (tx) => {
    const country = await lockCountry(tx, code);
    if (country.content === content) return { changed: false };
    await tx.update(countries).set({ content, updatedAt: at }).where(eq(countries.id, country.id));
    await recordAudit(tx, actor, {
      action: 'country.update_text',
      objectType: 'country',
      objectId: country.code,
      summary: `${country.name}: изменён информационный текст (${count.format(country.content.length)} → ${count.format(content.length)} символов)`,
      before: { content: country.content },
      after: { content },
    });
    return { changed: true };
  });
}
