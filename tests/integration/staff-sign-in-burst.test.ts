import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STAFF_AREA_PATH } from '../../contracts/staff/access';
import { verifyPassword } from '../../core/staff/auth/password';
import type * as PasswordModule from '../../core/staff/auth/password';
import { signIn } from '../../core/staff/auth/sign-in';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff, TEST_ORIGIN } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

// Every password check the sign-in makes goes through this spy (the services are built in this
// module graph; the site build only calls them).
vi.mock('../../core/staff/auth/password', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordModule>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

const kinds = await databaseKinds();
const BURST = 40;

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/**
 * Penetration test finding 8: a burst of parallel guesses from one address checked more
 * passwords than the lock-out allows, and held every page-render turn while hashing.
 */
describe.each(kinds)('a burst of sign-in guesses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Few turns and no waiting line: a page request finds a turn only if the burst holds none.
    t = await createTestApp(
      kind,
      { MAX_CONCURRENT_RENDERS: '4', RENDER_QUEUE_TIMEOUT_MS: '0' },
      { site },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const guess = (email: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: `${STAFF_AREA_PATH}?index`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: `wrong-guess-${i}` }).toString(),
      remoteAddress: '10.88.0.1',
    });

  it('checks at most five passwords of forty guessed at once', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const checks = vi.mocked(verifyPassword);
    checks.mockClear();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        signIn(
          signInDeps(t),
          { email: victim.email, password: `wrong-guess-${i}` },
          { ip: '10.88.1.1', userAgent: 'vitest', requestId: `burst-${i}` },
        ),
      ),
    );
    console.info(
      `[${kind}] password checks of ${BURST} parallel guesses: ${checks.mock.calls.length}`,
    );
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => !a.ok && (a.status === 401 || a.status === 429))).toBe(true);
  });

  it('serves a page asked while forty guesses are in flight', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const guesses = Array.from({ length: BURST }, (_, i) => guess(victim.email, i));
    const visitor = t.app.inject({ method: 'GET', url: '/tariffs', remoteAddress: '10.88.0.2' });
    const answers = await Promise.all(guesses);
    const page = await visitor;
    const statuses = answers.map((a) => a.statusCode);
    console.info(
      `[${kind}] 503 answers to the guesses: ${statuses.filter((s) => s === 503).length}; page: ${page.statusCode}; statuses: ${[...new Set(statuses)].join(',')}`,
    );
    expect(page.statusCode).toBe(200);
    // Every guess was refused in Russian, none failed.
    for (const answer of answers) expect([401, 429, 503]).toContain(answer.statusCode);
  });
});
