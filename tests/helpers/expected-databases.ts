/**
 * Whether the tests must reach PostgreSQL, and what follows when it does not answer. CI and
 * `make test` expect it, so a server that is down fails the run instead of quietly leaving the
 * integration tests on the embedded database alone.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface PostgresExpectation {
  expected: boolean;
  /** What made it expected (or not), for the messages. */
  because: string;
}

type Env = Record<string, string | undefined>;

export function postgresExpectation(env: Env): PostgresExpectation {
  const explicit = env.EXPECT_POSTGRES?.trim().toLowerCase();
  if (explicit === '1' || explicit === 'true')
    return { expected: true, because: 'EXPECT_POSTGRES=1' };
  if (explicit === '0' || explicit === 'false')
    return { expected: false, because: 'EXPECT_POSTGRES=0' };
  if (explicit) throw new Error(`EXPECT_POSTGRES: expected 1 or 0, got ${env.EXPECT_POSTGRES}`);
  if (env.TEST_DATABASE_URL) return { expected: true, because: 'TEST_DATABASE_URL is set' };
  if (env.CI === 'true' || env.CI === '1') return { expected: true, because: 'CI=true' };
  return { expected: false, because: 'neither CI, TEST_DATABASE_URL nor EXPECT_POSTGRES is set' };
}

/** The server's address without its password, for a message that may land in a CI log. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an unparsable TEST_DATABASE_URL)';
  }
}

/** The databases to test on; throws when PostgreSQL is expected but did not answer. */
export function chooseDatabaseKinds(options: {
  expectation: PostgresExpectation;
  reachable: boolean;
  url: string;
}): DatabaseKind[] {
  const { expectation, reachable, url } = options;
  if (reachable) return ['pglite', 'postgres'];
  if (expectation.expected)
    throw new Error(
      `PostgreSQL expected at ${displayUrl(url)} (${expectation.because}) but unreachable; ` +
        'start it, or set EXPECT_POSTGRES=0 to test the embedded database only',
    );
  return ['pglite'];
}

/** The line printed once when the tests go on without PostgreSQL. */
export function embeddedOnlyNotice(url: string, expectation: PostgresExpectation): string {
  return (
    `PostgreSQL at ${displayUrl(url)} does not answer: the integration tests run on the embedded ` +
    `database only (${expectation.because}; EXPECT_POSTGRES=1 makes this a failure)`
  );
}
