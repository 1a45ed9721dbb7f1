import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_AUTH_MESSAGES } from '../../contracts/staff/auth';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { hashSessionToken, resolveSession } from '../../core/staff/auth/sessions';
import { signIn } from '../../core/staff/auth/sign-in';
import { auditLog, staffSessions } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff, type TestStaff } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(kinds)('staff sign-in and sessions on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  const client = (ip = '10.0.0.1') => ({ ip, userAgent: 'vitest', requestId: 'req-1' });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createTestStaff(t.database, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  const staffServices = () => createServices(t.database.db, t.config).staff;
  const actorOf = (s: TestStaff, name = 'Тест'): StaffActor => ({
    id: s.id,
    email: s.email,
    name,
    role: s.role,
    ip: '10.0.0.1',
    requestId: 'req-1',
  });

  it('signs in, keeps only a hash of the token, and records the sign-in', async () => {
    const result = await signIn(
      signInDeps(t),
      { email: admin.email, password: admin.password },
      client(),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.staff).toMatchObject({ id: admin.id, role: 'admin' });
    const rows = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, admin.id));
    expect(rows.map((r) => r.tokenHash)).toContain(hashSessionToken(result.token));
    expect(rows.some((r) => r.tokenHash === result.token)).toBe(false);
    expect(await resolveSession(t.database.db, result.token, new Date())).toMatchObject({
      id: admin.id,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.sign_in'));
    expect(audit.some((a) => a.staffId === admin.id && a.ip === '10.0.0.1')).toBe(true);
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const unknown = await signIn(
      signInDeps(t),
      { email: 'nobody@staff.test', password: 'whatever-pass' },
      client('10.0.1.1'),
    );
    const wrong = await signIn(
      signInDeps(t),
      { email: admin.email, password: 'whatever-pass' },
      client('10.0.1.2'),
    );
    expect(unknown).toEqual({
      ok: false,
      status: 401,
      message: STAFF_AUTH_MESSAGES.invalidCredentials,
    });
    expect(wrong).toEqual(unknown);
  });

  it('locks an account for the address that failed five times, not for its owner elsewhere', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const start = new Date('2026-11-25T10:00:00Z');
    const attempt = (password: string, at: Date, ip: string) =>
      signIn(signInDeps(t), { email: victim.email, password }, client(ip), at);
    for (let i = 0; i < 4; i += 1) {
      expect(await attempt('wrong-password', start, '10.1.0.1')).toMatchObject({ status: 401 });
    }
    const fifth = await attempt('wrong-password', start, '10.1.0.1');
    expect(fifth).toEqual({
      ok: false,
      status: 429,
      message: 'Слишком много неудачных попыток входа. Повторите через 15 мин.',
    });
    // Even the right password waits at that address …
    const during = await attempt(
      victim.password,
      new Date(start.getTime() + 5 * MINUTE),
      '10.1.0.1',
    );
    expect(during).toEqual({
      ok: false,
      status: 429,
      message: 'Слишком много неудачных попыток входа. Повторите через 10 мин.',
    });
    // … while the owner, elsewhere, signs in: knowing the e-mail does not lock them out.
    const owner = await attempt(
      victim.password,
      new Date(start.getTime() + 5 * MINUTE),
      '10.1.9.9',
    );
    expect(owner.ok).toBe(true);
    const after = await attempt(
      victim.password,
      new Date(start.getTime() + 16 * MINUTE),
      '10.1.0.1',
    );
    expect(after.ok).toBe(true);
  });

  it('locks one client address after twenty failures across accounts, not other addresses', async () => {
    const start = new Date('2026-11-25T12:00:00Z');
    for (let i = 0; i < 19; i += 1) {
      const r = await signIn(
        signInDeps(t),
        { email: `guess${i}@staff.test`, password: 'x-password' },
        client('10.2.0.1'),
        start,
      );
      expect(r).toMatchObject({ status: 401 });
    }
    const twentieth = await signIn(
      signInDeps(t),
      { email: 'guess-last@staff.test', password: 'x-password' },
      client('10.2.0.1'),
      start,
    );
    expect(twentieth).toMatchObject({ status: 429 });
    const sameClient = await signIn(
      signInDeps(t),
      { email: admin.email, password: admin.password },
      client('10.2.0.1'),
      start,
    );
    expect(sameClient).toMatchObject({ ok: false, status: 429 });
    const otherClient = await signIn(
      signInDeps(t),
      { email: admin.email, password: admin.password },
      client('10.2.0.2'),
      start,
    );
    expect(otherClient.ok).toBe(true);
  });

  it('slides the idle expiry while used, ends after 12 idle hours and after 14 days in any case', async () => {
    const start = new Date('2026-11-25T08:00:00Z');
    const r = await signIn(
      signInDeps(t),
      { email: admin.email, password: admin.password },
      client('10.3.0.1'),
      start,
    );
    if (!r.ok) throw new Error(r.message);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await resolveSession(t.database.db, r.token, at(11 * HOUR))).not.toBeNull();
    expect(await resolveSession(t.database.db, r.token, at(22 * HOUR))).not.toBeNull();
    expect(await resolveSession(t.database.db, r.token, at(35 * HOUR))).toBeNull();

    const long = await signIn(
      signInDeps(t),
      { email: admin.email, password: admin.password },
      client('10.3.0.2'),
      start,
    );
    if (!long.ok) throw new Error(long.message);
    for (let h = 10; h < 14 * 24; h += 10) {
      expect(await resolveSession(t.database.db, long.token, at(h * HOUR))).not.toBeNull();
    }
    expect(await resolveSession(t.database.db, long.token, at(14 * 24 * HOUR + MINUTE))).toBeNull();
  });

  it('deletes a person’s ended sessions when they sign in again, and keeps live ones', async () => {
    const person = await createTestStaff(t.database, 'manager');
    const other = await createTestStaff(t.database, 'manager');
    const start = new Date('2026-11-25T08:00:00Z');
    const signInAt = async (at: Date, ip: string, who = person) => {
      const r = await signIn(
        signInDeps(t),
        { email: who.email, password: who.password },
        client(ip),
        at,
      );
      if (!r.ok) throw new Error(r.message);
      return r.token;
    };
    const sessionsOf = (who = person) =>
      t.database.db
        .select({ ip: staffSessions.ip })
        .from(staffSessions)
        .where(eq(staffSessions.staffId, who.id));
    await signInAt(start, '10.8.0.1');
    await signInAt(start, '10.8.0.9', other);
    const live = await signInAt(new Date(start.getTime() + 10 * HOUR), '10.8.0.2');
    expect(await sessionsOf()).toHaveLength(2);
    // 13 hours on: the first has been idle past 12 hours, the second has not.
    await signInAt(new Date(start.getTime() + 13 * HOUR), '10.8.0.3');
    expect((await sessionsOf()).map((s) => s.ip).sort()).toEqual(['10.8.0.2', '10.8.0.3']);
    expect(
      await resolveSession(t.database.db, live, new Date(start.getTime() + 13 * HOUR)),
    ).not.toBeNull();
    // Another person's ended session is not this sign-in's to delete.
    expect(await sessionsOf(other)).toEqual([{ ip: '10.8.0.9' }]);
  });

  it('signs out one session, or every session of the person', async () => {
    const person = await createTestStaff(t.database, 'manager');
    const login = async () => {
      const r = await signIn(
        signInDeps(t),
        { email: person.email, password: person.password },
        client('10.4.0.1'),
      );
      if (!r.ok) throw new Error(r.message);
      return r.token;
    };
    const [a, b, c] = [await login(), await login(), await login()];
    await staffServices().auth.signOut(a, actorOf(person));
    expect(await resolveSession(t.database.db, a, new Date())).toBeNull();
    expect(await resolveSession(t.database.db, b, new Date())).not.toBeNull();
    await staffServices().auth.signOutEverywhere(actorOf(person));
    expect(await resolveSession(t.database.db, b, new Date())).toBeNull();
    expect(await resolveSession(t.database.db, c, new Date())).toBeNull();
  });

  it('changes the own password only with the current one, ending the other sessions', async () => {
    const person = await createTestStaff(t.database, 'manager');
    const login = async (password: string) =>
      signIn(signInDeps(t), { email: person.email, password }, client('10.5.0.1'));
    const here = await login(person.password);
    const there = await login(person.password);
    if (!here.ok || !there.ok) throw new Error('sign-in failed');
    const auth = staffServices().auth;
    const refused = await auth.changeOwnPassword(
      actorOf(person),
      {
        currentPassword: 'not-the-password',
        newPassword: 'новый-пароль-123',
        repeatPassword: 'новый-пароль-123',
      },
      here.token,
    );
    expect(refused).toEqual({
      ok: false,
      field: 'currentPassword',
      message: STAFF_AUTH_MESSAGES.wrongCurrentPassword,
    });
    expect(
      await auth.changeOwnPassword(
        actorOf(person),
        {
          currentPassword: person.password,
          newPassword: 'новый-пароль-123',
          repeatPassword: 'новый-пароль-123',
        },
        here.token,
      ),
    ).toEqual({ ok: true });
    expect(await resolveSession(t.database.db, here.token, new Date())).not.toBeNull();
    expect(await resolveSession(t.database.db, there.token, new Date())).toBeNull();
    expect((await login(person.password)).ok).toBe(false);
    expect((await login('новый-пароль-123')).ok).toBe(true);
  });
});
