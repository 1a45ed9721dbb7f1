import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AREA_PATH } from '../../contracts/staff/access';
import { signIn } from '../../core/staff/auth/sign-in';
import { outbox } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { loadSiteBuild, type SiteBuild } from '../helpers/site-build';
import { createTestStaff, TEST_ORIGIN } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

let site: SiteBuild | undefined;
beforeAll(async () => {
  site = await loadSiteBuild();
});
afterAll(async () => {
  await site?.close();
});

/** The login page when the account asks a new address for the e-mailed code (finding 9). */
describe.each(kinds)('the staff login page with an e-mailed code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { site });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `${STAFF_AREA_PATH}?index`,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '10.77.99.1',
    });

  it('asks for the code in Russian, then lets the owner in with password and code', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    for (let a = 0; a < 10; a += 1) {
      await signIn(
        signInDeps(t),
        { email: victim.email, password: 'wrong-guess' },
        { ip: `10.77.${a}.1`, userAgent: 'vitest', requestId: 'attack' },
      );
    }
    const asked = await post({ email: victim.email, password: victim.password });
    expect(asked.statusCode).toBe(401);
    expect(asked.body).toContain('Мы отправили код на вашу почту');
    expect(asked.body).toContain('Код из письма');
    expect(asked.body).toMatch(/name="code"/);

    const [message] = await t.database.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.to, victim.email), eq(outbox.kind, 'staff-sign-in-code')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /(\d{6})\. Он действует/.exec(message?.text ?? '')?.[1] ?? '';
    const bad = await post({ email: victim.email, password: victim.password, code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Код — шесть цифр из письма');

    const entered = await post({ email: victim.email, password: victim.password, code });
    expect([302, 303]).toContain(entered.statusCode);
    expect(String(entered.headers['set-cookie'])).toMatch(/=/);
  }, 120_000);
});
