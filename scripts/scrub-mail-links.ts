import { loadConfig } from '../core/config';
import { scrubOutboxLinks } from '../core/mail/scrub-outbox-links';
import { openCommandDatabase } from './lib/open-command-database';

/**
 * `npm run mail:scrub-links`: once after upgrading, replaces the order-link secrets that
 * messages queued or sent before then still hold in the outbox. Safe to repeat.
 */
const config = loadConfig();
const database = await openCommandDatabase(config);
try {
  const changed = await scrubOutboxLinks(database.db, config);
  console.log(`Письма без секретов ссылок: исправлено ${changed}.`);
} finally {
  await database.close();
}
