import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as homePage from '../../app/routes/admin/index';
import * as sanctionsPage from '../../app/routes/admin/sanctions';
import type { SanctionsActionData } from '../../app/components/staff/sanctions/sanctions-action-data';
import type { AppServices } from '../../contracts/app-services';
import type { StaffMember } from '../../contracts/staff/roles';
import { STAFF_SANCTIONS_MESSAGES } from '../../contracts/staff/sanctions';
import { createServices } from '../../core/services';
import { listSanctionsLists } from '../../core/sanctions/list-status';
import { auditLog, sanctionsImports } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { startSanctionsListServer } from '../helpers/sanctions-list-server';
import { snapshotBytes } from '../helpers/sanctions-snapshots';
import { createTestStaffActor } from '../helpers/staff';
import { staffRouteContext, unwrapRouteResult } from '../helpers/staff-route';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();
const URL_ = 'http://localhost/admin1515/sanctions';
const UK_PATH = '/UK/UK-SANCTIONS-LIST.XML';

describe.each(kinds)('«Обновить списки» of the staff area on %s', (kind) => {
  let t: TestApp;
  let services: AppServices;
  let server: Awaited<ReturnType<typeof startSanctionsListServer>>;
  let admin: StaffMember;
  let manager: StaffMember;

  beforeAll(async () => {
    server = await startSanctionsListServer();
    t = await createTestApp(kind, server.env);
    services = createServices(t.database.db, t.config, t);
    admin = await createTestStaffActor(t.database, 'admin', 'Анна Админова');
    manager = await createTestStaffActor(t.database, 'manager', 'Михаил Менеджеров');
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  const post = async (staff: StaffMember, fields: Record<string, string> = { intent: 'update' }) =>
    unwrapRouteResult<SanctionsActionData>(
      await sanctionsPage.action({
        request: new Request(URL_, { method: 'POST', body: new URLSearchParams(fields) }),
        context: staffRouteContext(services, staff),
        params: {},
      } as unknown as Parameters<typeof sanctionsPage.action>[0]),
    );
  const load = async (staff: StaffMember) =>
    sanctionsPage.loader({
      request: new Request(URL_),
      context: staffRouteContext(services, staff),
      params: {},
    } as unknown as Parameters<typeof sanctionsPage.loader>[0]);
  const history = () =>
    t.database.db.select().from(sanctionsImports).orderBy(asc(sanctionsImports.id));

  it('refuses a manager with a Russian 403 and downloads nothing; the manager still sees the screen', async () => {
    const refused = await post(manager);
    expect(refused).toEqual({
      status: 403,
      body: { ok: false, message: STAFF_SANCTIONS_MESSAGES.forbidden },
    });
    await expect(
      services.staff.sanctions.update({ ...manager, ip: '', requestId: '' }),
    ).rejects.toMatchObject({ statusCode: 403, message: STAFF_SANCTIONS_MESSAGES.forbidden });
    expect(await history()).toEqual([]);

    const page = await load(manager);
    expect(page.canUpdate).toBe(false);
    expect(page.overview.lists.map((l) => [l.code, l.loaded])).toEqual([
      ['ofac-sdn', false],
      ['ofac-cons', false],
      ['eu', false],
      ['uk', false],
      ['un', false],
    ]);
    expect(await post(admin, { intent: 'delete' })).toMatchObject({ status: 400 });
  });

  it('an admin’s run imports every list it can reach, in the history under the admin’s name and in the audit log', async () => {
    server.override('/EU/CONTENT', 500);
    const done = await post(admin);
    server.override('/EU/CONTENT', null);
    expect(done.status).toBe(200);
    expect(done.body.ok).toBe(false);
    expect(done.body.message).toBe(
      'Обновление закончено, но не обновлено списков: 1 из 5. Эти списки остались прежними.',
    );
    expect(done.body.outcomes?.map((o) => [o.list, o.outcome])).toEqual([
      ['ofac-sdn', 'imported'],
      ['ofac-cons', 'imported'],
      ['eu', 'failed'],
      ['uk', 'imported'],
      ['un', 'imported'],
    ]);
    expect(done.body.outcomes?.[2]?.message).toMatch(/ответил 500.*Список не изменён\.$/);

    const rows = await history();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.actor))).toEqual(new Set([`Анна Админова <${admin.email}>`]));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sanctions.update'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: admin.id,
      objectType: 'sanctions_lists',
      summary: 'Обновление санкционных списков — загружен: 4, не скачан: 1',
    });

    const page = await load(admin);
    expect(page.canUpdate).toBe(true);
    const uk = page.overview.lists.find((l) => l.code === 'uk');
    expect(uk).toMatchObject({ loaded: true, entries: 2, publishedAtSource: 'list' });
    expect(page.overview.lists.find((l) => l.code === 'eu')).toMatchObject({ loaded: false });
    // Newest first: the last list of the run heads the history.
    expect(page.overview.history.map((h) => h.list)).toEqual([
      'un',
      'uk',
      'eu',
      'ofac-cons',
      'ofac-sdn',
    ]);
    expect(page.overview.historyTotal).toBe(5);
  }, 300_000);

  it('a refused file leaves its list as it was and says why; a second run at once is refused', async () => {
    const before = (await listSanctionsLists(t.database.db)).find((l) => l.code === 'uk');
    const uk = snapshotBytes('uk-sanctions-list-excerpt-2026-09-07.xml').toString('utf8');
    server.override(UK_PATH, uk.slice(0, uk.length / 2));
    const [first, second] = await Promise.all([post(admin), post(admin)]);
    server.override(UK_PATH, null);
    const [done, busy] = first.status === 200 ? [first, second] : [second, first];
    expect(busy).toEqual({
      status: 409,
      body: { ok: false, message: STAFF_SANCTIONS_MESSAGES.busy },
    });
    expect(done.body.outcomes?.map((o) => [o.list, o.outcome])).toEqual([
      ['ofac-sdn', 'unchanged'],
      ['ofac-cons', 'unchanged'],
      ['eu', 'imported'],
      ['uk', 'refused'],
      ['un', 'unchanged'],
    ]);
    const refusal = done.body.outcomes?.find((o) => o.list === 'uk')?.message ?? '';
    expect(refusal).toMatch(/Список не изменён\.$/);

    const after = (await listSanctionsLists(t.database.db)).find((l) => l.code === 'uk');
    expect(after).toEqual(before);
    const page = await load(admin);
    expect(page.overview.history.find((h) => h.list === 'uk')).toMatchObject({
      outcome: 'refused',
      message: refusal,
      countBefore: 2,
      countAfter: null,
    });
  }, 300_000);

  it('the staff home warns about stale lists with their dates, linking to the lists', async () => {
    const home = await homePage.loader({
      request: new Request('http://localhost/admin1515'),
      context: staffRouteContext(services, manager),
      params: {},
    } as unknown as Parameters<typeof homePage.loader>[0]);
    if (home.kind !== 'home') throw new Error('expected the staff home');
    // The snapshots are from 2021 and 2026, older than a week today.
    expect(home.sanctions.maxAgeDays).toBe(7);
    expect(home.sanctions.lists.map((l) => l.code)).toEqual([
      'ofac-sdn',
      'ofac-cons',
      'eu',
      'uk',
      'un',
    ]);
    expect(home.sanctions.lists[0]?.publishedAt).toBe('2021-07-01T12:00:00.000Z');
  });
});
