import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as auditPage from '../../app/routes/admin/audit';
import * as staffPage from '../../app/routes/admin/staff';
import type { StaffUserActionData } from '../../app/components/staff/users/staff-action-data';
import type { AppServices } from '../../contracts/app-services';
import type { RequestContext } from '../../contracts/request-context';
import type { StaffMember } from '../../contracts/staff/roles';
import { createServices } from '../../core/services';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const STAFF_URL = 'http://localhost/admin1515/staff';

const unwrap = (result: unknown) => unwrapRouteResult<StaffUserActionData>(result);

describe.each(kinds)('staff users and audit pages on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let admin: StaffMember;

  beforeAll(async () => {
    t = await createTestApp(kind);
    services = createServices(t.database.db, t.config, t);
    admin = { ...(await createTestStaff(t.database, 'admin')), name: 'Администратор' };
  });
  afterAll(async () => {
    await t?.close();
  });

  const context = (staff: StaffMember = admin): RequestContext =>
    staffRouteContext(services, staff, '192.0.2.5');
  const post = async (fields: Record<string, string>) =>
    unwrap(
      await staffPage.action({
        request: new Request(STAFF_URL, { method: 'POST', body: new URLSearchParams(fields) }),
        context: context(),
        params: {},
      } as unknown as Parameters<typeof staffPage.action>[0]),
    );
  const loadStaff = (search = '') =>
    staffPage.loader({
      request: new Request(`${STAFF_URL}${search}`),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof staffPage.loader>[0]);

  it('adds a colleague from the form, with per-field messages for bad input', async () => {
    const bad = await post({
      intent: 'create',
      email: 'не-почта',
      name: '',
      role: 'boss',
      password: '123',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      email: 'Введите корректный e-mail',
      name: 'Введите имя',
      role: 'Выберите роль',
      password: 'Пароль — не короче 10 символов',
    });
    expect(bad.body.values).toEqual({ email: 'не-почта', name: '', role: 'boss' });

    const created = await post({
      intent: 'create',
      email: 'ivan@firma.ru',
      name: 'Иван Сидоров',
      role: 'manager',
      password: 'k7tmz-q2ahx-9wfre-bn4ps',
    });
    expect(created).toMatchObject({
      status: 200,
      body: {
        ok: true,
        id: expect.any(Number),
        message: expect.stringContaining('ivan@firma.ru добавлен'),
      },
    });
    const again = await post({
      intent: 'create',
      email: 'IVAN@firma.ru',
      name: 'Иван',
      role: 'manager',
      password: 'k7tmz-q2ahx-9wfre-bn4ps',
    });
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, errors: { email: 'Сотрудник с таким e-mail уже есть' } },
    });

    const page = await loadStaff(`?user=${created.body.id}`);
    expect(page.selectedId).toBe(created.body.id);
    expect(page.users.map((u) => u.email)).toContain('ivan@firma.ru');
    expect((await loadStaff('?user=abc')).selectedId).toBeNull();
  });

  it('changes role, switches access and resets a password, saying what happened', async () => {
    const ivan = (await loadStaff()).users.find((u) => u.email === 'ivan@firma.ru')!;
    const id = String(ivan.id);
    expect(
      (await post({ intent: 'update', id, name: 'Иван Сидоров', role: 'manager' })).body,
    ).toMatchObject({
      ok: true,
      message: 'Изменений нет — сохранять нечего',
    });
    expect(
      (await post({ intent: 'update', id, name: 'Иван Сидоров', role: 'admin' })).body.message,
    ).toMatch(/^Роль изменена/);
    expect((await post({ intent: 'update', id, name: ' ', role: 'admin' })).body.errors).toEqual({
      name: 'Введите имя',
    });
    expect((await post({ intent: 'deactivate', id })).body.message).toBe(
      'Доступ отключён, все сеансы сотрудника «Иван Сидоров» завершены',
    );
    expect((await loadStaff()).users.find((u) => u.id === ivan.id)?.isActive).toBe(false);
    expect((await post({ intent: 'activate', id })).body.ok).toBe(true);
    expect((await post({ intent: 'password', id, password: 'коротко' })).body.errors).toEqual({
      password: 'Пароль — не короче 10 символов',
    });
    expect(
      (await post({ intent: 'password', id, password: 'новый-длинный-пароль' })).body,
    ).toMatchObject({
      ok: true,
      message: expect.stringContaining('Передайте новый пароль лично'),
    });
  });

  it('shows the refusals about oneself and unknown people', async () => {
    const me = String(admin.id);
    expect(await post({ intent: 'deactivate', id: me })).toMatchObject({
      status: 409,
      body: { ok: false, message: 'Свою роль и доступ меняет другой администратор' },
    });
    expect(
      await post({ intent: 'update', id: me, name: 'Администратор', role: 'manager' }),
    ).toMatchObject({
      status: 409,
    });
    expect(
      await post({ intent: 'password', id: me, password: 'новый-длинный-пароль' }),
    ).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('«Мой профиль»') },
    });
    expect(await post({ intent: 'deactivate', id: '999999' })).toMatchObject({
      status: 404,
      body: { message: 'Сотрудник не найден' },
    });
    expect(await post({ intent: 'explode', id: me })).toMatchObject({ status: 400 });
  });

  it('keeps the staff page and the audit log to admins', async () => {
    const manager = { ...(await createTestStaff(t.database, 'manager')), name: 'Менеджер' };
    const statusOf = (work: Promise<unknown>) =>
      work.then(
        () => 200,
        (e: { init?: { status?: number } }) => e.init?.status,
      );
    const args = (url: string) => ({
      request: new Request(url),
      context: context(manager),
      params: {},
    });
    expect(
      await statusOf(
        staffPage.loader(args(STAFF_URL) as unknown as Parameters<typeof staffPage.loader>[0]),
      ),
    ).toBe(403);
    expect(
      await statusOf(
        auditPage.loader(
          args('http://localhost/admin1515/audit') as unknown as Parameters<
            typeof auditPage.loader
          >[0],
        ),
      ),
    ).toBe(403);
  });

  it('shows the page of the audit log with the filters of its URL', async () => {
    const page = await auditPage.loader({
      request: new Request(
        `http://localhost/admin1515/audit?objectType=staff&action=staff.update&from=2000-01-01&page=1`,
      ),
      context: context(),
      params: {},
    } as unknown as Parameters<typeof auditPage.loader>[0]);
    expect(page.filter).toMatchObject({
      objectType: 'staff',
      action: 'staff.update',
      from: '2000-01-01',
    });
    expect(page.page.entries.length).toBeGreaterThanOrEqual(3);
    expect(page.page.entries.every((e) => e.action === 'staff.update')).toBe(true);
    expect(page.page.entries[0]).toMatchObject({ staffId: admin.id, ip: '192.0.2.5' });
    expect(page.users.map((u) => u.email)).toContain('ivan@firma.ru');
  });
});
