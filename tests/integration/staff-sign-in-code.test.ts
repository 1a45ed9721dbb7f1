import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import type { StaffSignInResult } from '../../contracts/staff/staff-services';
import { signIn } from '../../core/staff/auth/sign-in';
import { outbox, staffSignInCodes } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff, type TestStaff } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const MINUTE = 60_000;

/**
 * Penetration test finding 9: ten addresses with five wrong passwords each locked a staff
 * account for everyone. Now each address locks only itself, and the account asks addresses its
 * owner never used for a code e-mailed to the owner besides the password.
 */
describe.each(kinds)('the e-mailed sign-in code on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const client = (ip: string) => ({ ip, userAgent: 'vitest', requestId: `req-${ip}` });
  const attempt = (who: TestStaff, password: string, ip: string, at: Date, code?: string) =>
    signIn(signInDeps(t), { email: who.email, password, code }, client(ip), at);

  /**
   * Ten outside addresses with wrong passwords: five each is the attack of the finding; one
   * each already turns the code on, at a tenth of the hashing.
   */
  async function attack(victim: TestStaff, at: Date, net: number, perAddress = 1) {
    for (let a = 0; a < 10; a += 1) {
      for (let i = 0; i < perAddress; i += 1) {
        await attempt(victim, `wrong-guess-${i}`, `10.${net}.${a}.1`, at);
      }
    }
  }

  async function mailedCode(victim: TestStaff): Promise<string> {
    const [message] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, victim.email), eq(outbox.kind, 'staff-sign-in-code')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const code = /(\d{6})\. Он действует 10 минут/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error('no code was mailed');
    return code;
  }

  const needsCode = (result: StaffSignInResult) => !result.ok && result.needsCode === true;

  it('locks only the attacking addresses: the owner signs in from an address used before', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const start = new Date('2026-11-26T09:00:00Z');
    expect((await attempt(victim, victim.password, '10.20.99.1', start)).ok).toBe(true);
    await attack(victim, new Date(start.getTime() + MINUTE), 20, 5);
    const later = new Date(start.getTime() + 2 * MINUTE);
    // An attacking address is locked, even with the right password …
    expect(await attempt(victim, victim.password, '10.20.0.1', later)).toMatchObject({
      ok: false,
      status: 429,
    });
    // … the owner's known address is not, and needs no code.
    expect((await attempt(victim, victim.password, '10.20.99.1', later)).ok).toBe(true);
    // Fifty scrypt hashes: slow on a busy machine, not a matter of timing.
  }, 120_000);

  it('lets the owner in from a new address with the password and the e-mailed code', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const start = new Date('2026-11-26T10:00:00Z');
    await attack(victim, start, 21);
    const at = new Date(start.getTime() + MINUTE);

    const first = await attempt(victim, victim.password, '10.21.99.1', at);
    expect(first).toEqual({
      ok: false,
      status: 401,
      message: STAFF_AUTH_MESSAGES.codeSent,
      needsCode: true,
    });
    expect(first.ok || first.message).toContain('Мы отправили код на вашу почту');
    const code = await mailedCode(victim);
    // Kept only as a hash.
    const stored = await t.database.db
      .select({ hash: staffSignInCodes.codeHash })
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.staffId, victim.id));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((s) => !s.hash.includes(code))).toBe(true);

    // The code alone is not enough: a wrong password is refused as ever.
    expect(await attempt(victim, 'wrong-password', '10.21.99.1', at, code)).toMatchObject({
      status: 401,
      message: STAFF_AUTH_MESSAGES.invalidCredentials,
    });
    expect((await attempt(victim, victim.password, '10.21.99.1', at, code)).ok).toBe(true);
    // Used once: the next new address needs a code of its own.
    expect(needsCode(await attempt(victim, victim.password, '10.21.98.1', at, code))).toBe(true);
  }, 120_000);

  it('refuses a code after five tries and after ten minutes', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const start = new Date('2026-11-26T11:00:00Z');
    await attack(victim, start, 22);
    const at = new Date(start.getTime() + MINUTE);
    await attempt(victim, victim.password, '10.22.99.1', at);
    const code = await mailedCode(victim);
    const wrong = code === '000000' ? '111111' : '000000';
    // Five addresses, one wrong try each: the code's tries are its own, not the address's.
    for (let i = 1; i <= 5; i += 1) {
      const r = await attempt(victim, victim.password, `10.22.98.${i}`, at, wrong);
      expect(r).toMatchObject({ status: 401, needsCode: true });
      if (!r.ok) expect(r.message).toContain(i < 5 ? `Осталось попыток: ${5 - i}` : 'закончились');
    }
    const spent = await attempt(victim, victim.password, '10.22.99.1', at, code);
    expect(spent).toMatchObject({ status: 401, message: STAFF_AUTH_MESSAGES.codeExpired });

    const fresh = await mailedCode(victim);
    const tooLate = new Date(at.getTime() + 11 * MINUTE);
    expect(await attempt(victim, victim.password, '10.22.97.1', tooLate, fresh)).toMatchObject({
      status: 401,
      message: STAFF_AUTH_MESSAGES.codeExpired,
    });
    const newest = await mailedCode(victim);
    expect((await attempt(victim, victim.password, '10.22.97.1', tooLate, newest)).ok).toBe(true);
  }, 120_000);

  it('asks no code while the account has drawn only a few failures', async () => {
    const person = await createTestStaff(t.database, 'manager');
    const at = new Date('2026-11-26T12:00:00Z');
    for (let i = 0; i < 4; i += 1) await attempt(person, 'wrong-password', '10.23.0.1', at);
    expect((await attempt(person, person.password, '10.23.99.1', at)).ok).toBe(true);
  });
});
