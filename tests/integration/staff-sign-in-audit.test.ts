import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLabel } from '../../app/components/staff/audit/audit-labels';
import type { StaffActor } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { signIn } from '../../core/staff/auth/sign-in';
import { databaseKinds } from '../helpers/databases';
import { createTestStaffActor, createTestStaff } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

/** Penetration test finding 15: failed sign-ins and lock-outs were not in the audit log. */
describe.each(kinds)('failed staff sign-ins in the audit log on %s', (kind) => {
  let t: TestApp;
  let admin: StaffActor;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createTestStaffActor(t.database, 'admin', 'Администратор');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the e-mail tried, the address and the outcome, never the password', async () => {
    const victim = await createTestStaff(t.database, 'manager');
    const at = new Date('2026-11-26T13:00:00Z');
    const client = { ip: '10.40.0.7', userAgent: 'vitest', requestId: 'audit-test' };
    const passwords = Array.from({ length: 5 }, (_, i) => `секретная-догадка-${i}`);
    for (const password of passwords) {
      await signIn(signInDeps(t), { email: victim.email, password }, client, at);
    }
    await signIn(
      signInDeps(t),
      { email: 'no-such-person@staff.test', password: 'ещё-одна-догадка' },
      { ...client, ip: '10.40.0.8' },
      at,
    );

    const audit = createServices(t.database.db, t.config, t).staff.audit;
    const failed = await audit.list(admin, { action: 'staff.sign_in_failed', page: 1 });
    const mine = failed.entries.filter((e) => e.ip === '10.40.0.7');
    expect(mine).toHaveLength(5);
    expect(mine[0]).toMatchObject({
      staffId: null,
      staffEmail: victim.email,
      objectType: 'staff',
      objectId: String(victim.id),
    });
    expect(mine[0]?.summary).toContain('неверный e-mail или пароль');
    expect(failed.entries.find((e) => e.ip === '10.40.0.8')).toMatchObject({
      staffEmail: 'no-such-person@staff.test',
      objectId: '',
    });

    const locked = await audit.list(admin, { action: 'staff.sign_in_locked', page: 1 });
    expect(locked.entries.filter((e) => e.ip === '10.40.0.7')).toHaveLength(1);
    // Refusals while locked check no password and add no entry: a flood cannot fill the log.
    await signIn(signInDeps(t), { email: victim.email, password: 'x' }, client, at);
    expect(
      (await audit.list(admin, { action: 'staff.sign_in_failed', page: 1 })).entries.filter(
        (e) => e.ip === '10.40.0.7',
      ),
    ).toHaveLength(5);

    const everything = JSON.stringify(await audit.list(admin, { page: 1 }));
    for (const password of [...passwords, 'ещё-одна-догадка']) {
      expect(everything).not.toContain(password);
    }
    // The audit page names them in Russian.
    expect(actionLabel('staff.sign_in_failed')).toBe('Неудачный вход');
    expect(actionLabel('staff.sign_in_locked')).toBe('Вход заблокирован для адреса');
  });
});
