import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Raw SQL rows typed by the caller. Both drivers answer `{ rows }`, but the shared database
 * type cannot know which driver's result shape it holds, hence the one cast here.
 */
export async function queryRows<T>(
  db: Pick<Database, 'execute'>,
  query: SQLWrapper | string,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
