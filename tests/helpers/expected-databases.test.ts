import { describe, expect, it } from 'vitest';
import {
  chooseDatabaseKinds,
  displayUrl,
  postgresExpectation,
  type PostgresExpectation,
} from './expected-databases';

const SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const expected: PostgresExpectation = { expected: true, because: 'CI=true' };
const notExpected: PostgresExpectation = { expected: false, because: 'nothing set' };

describe('postgresExpectation', () => {
  it('expects PostgreSQL in CI, with TEST_DATABASE_URL and with EXPECT_POSTGRES=1', () => {
    expect(postgresExpectation({ CI: 'true' }).expected).toBe(true);
    expect(postgresExpectation({ TEST_DATABASE_URL: SERVER }).expected).toBe(true);
    expect(postgresExpectation({ EXPECT_POSTGRES: '1' }).expected).toBe(true);
  });

  it('does not expect it on a developer machine with nothing set', () => {
    expect(postgresExpectation({})).toEqual({
      expected: false,
      because: 'neither CI, TEST_DATABASE_URL nor EXPECT_POSTGRES is set',
    });
  });

  it('lets EXPECT_POSTGRES=0 overrule CI and TEST_DATABASE_URL', () => {
    expect(
      postgresExpectation({ CI: 'true', TEST_DATABASE_URL: SERVER, EXPECT_POSTGRES: '0' }),
    ).toEqual({ expected: false, because: 'EXPECT_POSTGRES=0' });
  });

  it('refuses a value of EXPECT_POSTGRES it does not understand', () => {
    expect(() => postgresExpectation({ EXPECT_POSTGRES: 'yes please' })).toThrow(
      /EXPECT_POSTGRES: expected 1 or 0/,
    );
  });
});

describe('chooseDatabaseKinds', () => {
  it('tests on both databases whenever PostgreSQL answers', () => {
    expect(chooseDatabaseKinds({ expectation: expected, reachable: true, url: SERVER })).toEqual([
      'pglite',
      'postgres',
    ]);
    expect(chooseDatabaseKinds({ expectation: notExpected, reachable: true, url: SERVER })).toEqual(
      ['pglite', 'postgres'],
    );
  });

  it('fails when PostgreSQL is expected but unreachable, naming the way out', () => {
    expect(() =>
      chooseDatabaseKinds({ expectation: expected, reachable: false, url: SERVER }),
    ).toThrow(
      'PostgreSQL expected at postgres://postgres@127.0.0.1:5432/test (CI=true) but unreachable; ' +
        'start it, or set EXPECT_POSTGRES=0 to test the embedded database only',
    );
  });

  it('goes on with the embedded database alone when PostgreSQL is not expected', () => {
    expect(
      chooseDatabaseKinds({ expectation: notExpected, reachable: false, url: SERVER }),
    ).toEqual(['pglite']);
  });
});

describe('displayUrl', () => {
  it('hides the password of the server address', () => {
    expect(displayUrl('postgres://ci:s3cret@db.internal:5432/test')).toBe(
      'postgres://ci:***@db.internal:5432/test',
    );
  });
});
