import { isPostgresReachable, TEST_POSTGRES_URL } from './helpers/databases';
import {
  chooseDatabaseKinds,
  embeddedOnlyNotice,
  postgresExpectation,
} from './helpers/expected-databases';

/**
 * Vitest's global setup: asks PostgreSQL once before any test file starts, so that an expected
 * server that is down stops the run at once with one clear message (instead of every file
 * failing on its own), and a developer without one reads why half the matrix is missing.
 */
export default async function checkPostgres(): Promise<void> {
  const expectation = postgresExpectation(process.env);
  const reachable = await isPostgresReachable();
  chooseDatabaseKinds({ expectation, reachable, url: TEST_POSTGRES_URL });
  if (!reachable) console.warn(embeddedOnlyNotice(TEST_POSTGRES_URL, expectation));
}
