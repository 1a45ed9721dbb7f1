import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffActor } from '../../contracts/staff/roles';
import type { StaffServices } from '../../contracts/staff/staff-services';
import { STAFF_USER_MESSAGES } from '../../contracts/staff/users';
import { resolveSession } from '../../core/staff/auth/sessions';
import { signIn } from '../../core/staff/auth/sign-in';
import { createServices } from '../../core/services';
import { queryRows } from '../../db/query-rows';
import { databaseKinds } from '../helpers/databases';
import { refusal } from '../helpers/refusal';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, signInDeps, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const CLIENT = { ip: '198.51.100.20', userAgent: 'vitest', requestId: 'test' };

describe.each(kinds)('staff users on %s', (kind) => {
  let t: TestApp;
  let users: StaffServices['users'];
  let boss: StaffActor;
  let colleagueId: number;
  const PASSWORD = 'начальный-пароль-1';

  const tokenOf = async (email: string, password: string) => {
    const result = await signIn(signInDeps(t), { email, password }, CLIENT);
    return result.ok ? result.token : result.message;
  };
  const whoIs = (token: string) => resolveSession(t.database.db, token, new Date());
  const auditOf = (id: number) =>
    queryRows<{ action: string; summary: string; before: unknown; after: unknown }>(
      t.database.db,
      `select action, summary, before, after from audit_log
       where object_type = 'staff' and object_id = '${id}' and action not like 'staff.sign_in%' order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    users = createServices(t.database.db, t.config, t).staff.users;
    const admin = await createTestStaff(t.database, 'admin', { name: 'Главный Админ' });
    boss = { ...admin, name: 'Главный Админ', ip: '127.0.0.1', requestId: 'test' };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds a colleague who can sign in, and refuses the same e-mail twice', async () => {
    ({ id: colleagueId } = await users.create(boss, {
      email: '  Olga.Petrova@Firma.RU ',
      name: 'Ольга Петрова',
      role: 'manager',
      password: PASSWORD,
    }));
    const token = await tokenOf('olga.petrova@firma.ru', PASSWORD);
    expect(await whoIs(token)).toMatchObject({ id: colleagueId, role: 'manager' });

    expect(
      await refusal(
        users.create(boss, {
          email: 'OLGA.PETROVA@firma.ru',
          name: 'Другая Ольга',
          role: 'admin',
          password: PASSWORD,
        }),
      ),
    ).toEqual({ status: 409, message: STAFF_USER_MESSAGES.emailTaken });
    expect(
      await refusal(
        users.create(boss, {
          email: 'new@firma.ru',
          name: 'Н',
          role: 'manager',
          password: 'short',
        }),
      ),
    ).toEqual({ status: 400, message: 'Пароль — не короче 10 символов' });

    const list = await users.list(boss);
    expect(list.find((u) => u.id === colleagueId)).toMatchObject({
      email: 'olga.petrova@firma.ru',
      name: 'Ольга Петрова',
      role: 'manager',
      isActive: true,
      activeSessions: 1,
      lastLoginAt: expect.any(String),
    });
    expect(await auditOf(colleagueId)).toEqual([
      expect.objectContaining({
        action: 'staff.create',
        summary: 'Добавлен сотрудник olga.petrova@firma.ru',
        after: {
          email: 'olga.petrova@firma.ru',
          name: 'Ольга Петрова',
          role: 'manager',
          isActive: true,
        },
      }),
    ]);
  });

  it('changes the role: the same session has the new role at once', async () => {
    const token = await tokenOf('olga.petrova@firma.ru', PASSWORD);
    await users.update(boss, colleagueId, { name: 'Ольга Петрова', role: 'admin', isActive: true });
    expect(await whoIs(token)).toMatchObject({ id: colleagueId, role: 'admin' });
    // The same values again change and log nothing.
    await users.update(boss, colleagueId, { name: 'Ольга Петрова', role: 'admin', isActive: true });
    const changes = (await auditOf(colleagueId)).filter((a) => a.action === 'staff.update');
    expect(changes).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ role: 'manager' }),
        after: expect.objectContaining({ role: 'admin' }),
      }),
    ]);
    await users.update(boss, colleagueId, {
      name: 'Ольга Петрова',
      role: 'manager',
      isActive: true,
    });
  });

  it('deactivating ends every session of the person, and they cannot sign in until reactivated', async () => {
    const first = await tokenOf('olga.petrova@firma.ru', PASSWORD);
    const second = await tokenOf('olga.petrova@firma.ru', PASSWORD);
    expect(await whoIs(first)).not.toBeNull();
    await users.update(boss, colleagueId, {
      name: 'Ольга Петрова',
      role: 'manager',
      isActive: false,
    });
    expect(await whoIs(first)).toBeNull();
    expect(await whoIs(second)).toBeNull();
    expect(await tokenOf('olga.petrova@firma.ru', PASSWORD)).toBe(
      'Учётная запись отключена. Обратитесь к администратору.',
    );
    expect((await users.list(boss)).find((u) => u.id === colleagueId)).toMatchObject({
      isActive: false,
      activeSessions: 0,
    });

    await users.update(boss, colleagueId, {
      name: 'Ольга Петрова',
      role: 'manager',
      isActive: true,
    });
    expect(await whoIs(await tokenOf('olga.petrova@firma.ru', PASSWORD))).toMatchObject({
      id: colleagueId,
    });
  });

  it('resetting a password ends the sessions; only the new password opens', async () => {
    const token = await tokenOf('olga.petrova@firma.ru', PASSWORD);
    await users.resetPassword(boss, colleagueId, 'новый-пароль-ольги');
    expect(await whoIs(token)).toBeNull();
    expect(await tokenOf('olga.petrova@firma.ru', PASSWORD)).toBe('Неверный e-mail или пароль');
    expect(
      await whoIs(await tokenOf('olga.petrova@firma.ru', 'новый-пароль-ольги')),
    ).not.toBeNull();
    expect(await refusal(users.resetPassword(boss, colleagueId, 'коротко'))).toEqual({
      status: 400,
      message: 'Пароль — не короче 10 символов',
    });
    expect(await refusal(users.resetPassword(boss, 999_999, 'длинный-пароль-1'))).toEqual({
      status: 404,
      message: STAFF_USER_MESSAGES.notFound,
    });
    expect((await auditOf(colleagueId)).at(-1)).toMatchObject({
      action: 'staff.reset_password',
      summary: 'Пароль сотрудника olga.petrova@firma.ru сброшен',
    });
  });

  it('refuses to demote or lock out yourself', async () => {
    expect(
      await refusal(
        users.update(boss, boss.id, { name: 'Главный Админ', role: 'manager', isActive: true }),
      ),
    ).toEqual({ status: 409, message: STAFF_USER_MESSAGES.self });
    expect(
      await refusal(
        users.update(boss, boss.id, { name: 'Главный Админ', role: 'admin', isActive: false }),
      ),
    ).toEqual({ status: 409, message: STAFF_USER_MESSAGES.self });
    // One's own name is one's own business.
    await users.update(boss, boss.id, {
      name: 'Главный Администратор',
      role: 'admin',
      isActive: true,
    });
    expect((await users.list(boss)).find((u) => u.id === boss.id)).toMatchObject({
      name: 'Главный Администратор',
      role: 'admin',
      isActive: true,
    });
  });

  it('never leaves the staff area without an active admin', async () => {
    const second = await createTestStaff(t.database, 'admin', { name: 'Второй Админ' });
    const secondActor: StaffActor = {
      ...second,
      name: 'Второй Админ',
      ip: '127.0.0.1',
      requestId: 'x',
    };
    // The second admin switches the first one off…
    await users.update(secondActor, boss.id, {
      name: 'Главный Администратор',
      role: 'admin',
      isActive: false,
    });
    // …and the first one's request still in flight cannot take the last admin's rights.
    expect(
      await refusal(
        users.update(boss, second.id, { name: 'Второй Админ', role: 'manager', isActive: true }),
      ),
    ).toEqual({ status: 409, message: STAFF_USER_MESSAGES.lastAdmin });
    expect(
      await refusal(
        users.update(boss, second.id, { name: 'Второй Админ', role: 'admin', isActive: false }),
      ),
    ).toEqual({ status: 409, message: STAFF_USER_MESSAGES.lastAdmin });
    expect((await users.list(boss)).find((u) => u.id === second.id)).toMatchObject({
      role: 'admin',
      isActive: true,
    });
    await users.update(secondActor, boss.id, {
      name: 'Главный Администратор',
      role: 'admin',
      isActive: true,
    });
  });

  it('answers a malformed id as a missing person, not a database error', async () => {
    expect(
      await refusal(
        users.update(boss, Number.NaN, { name: 'Кто-то', role: 'manager', isActive: true }),
      ),
    ).toEqual({ status: 404, message: STAFF_USER_MESSAGES.notFound });
    expect(await refusal(users.resetPassword(boss, -1, 'длинный-пароль-1'))).toMatchObject({
      status: 404,
    });
  });
});
