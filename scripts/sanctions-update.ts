import { loadConfig } from '../core/config';
import { updateSanctionsLists } from '../core/sanctions/update-lists';
import { openCommandDatabase } from './lib/open-command-database';

/**
 * `npm run sanctions:update`: every list from its official address (SANCTIONS_URL_*), with
 * progress; a list that fails leaves its stored copy and the others go on. Exits 1 if any failed.
 */
const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  await database.migrate();
  const outcomes = await updateSanctionsLists(database.db, config, {
    actor: 'npm run sanctions:update',
    log: (line) => console.log(line),
  });
  const failed = outcomes.filter((o) => o.outcome === 'failed' || o.outcome === 'refused');
  console.log(
    failed.length
      ? `Не обновлено списков: ${failed.length} из ${outcomes.length}.`
      : `Все списки проверены (${outcomes.length}).`,
  );
  if (failed.length) process.exitCode = 1;
} finally {
  await database.close();
}
