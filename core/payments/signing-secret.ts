import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appSecrets } from '../../db/schema';

const cache = new WeakMap<Database, Promise<string>>();

/**
 * The key that signs download links: SIGNING_SECRET when configured, else a random one made
 * once and kept in the database, so every instance and every restart signs alike.
 */
export function signingSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = cache.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'signing', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'signing'));
      if (!row) throw new Error('signing secret missing after insert');
      return row.value;
    })();
    secret.catch(() => cache.delete(db));
    cache.set(db, secret);
  }
  return secret;
}
