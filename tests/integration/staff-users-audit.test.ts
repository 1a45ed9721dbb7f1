import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, AuditFilter } from '../../contracts/staff/audit';
import type { StaffActor } from '../../contracts/staff/roles';
import type { StaffServices } from '../../contracts/staff/staff-services';
import { createServices } from '../../core/services';
import { auditLog } from '../../db/schema';
import { databaseKinds } from '../helpers/databases';
import { createTestStaff } from '../helpers/staff';
import { createTestApp, type TestApp } from '../helpers/test-app';

const kinds = await databaseKinds();

describe.each(kinds)('audit log filters on %s', (kind) => {
  let t: TestApp;
  let audit: StaffServices['audit'];
  let actor: StaffActor;
  let managerId: number;

  const list = (filter: Record<string, unknown>) => audit.list(actor, AuditFilter.parse(filter));
  const ids = async (filter: Record<string, unknown>) =>
    (await list(filter)).entries.map((e) => e.summary);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const services = createServices(t.database.db, t.config, t);
    audit = services.staff.audit;
    const admin = await createTestStaff(t.database, 'admin');
    const manager = await createTestStaff(t.database, 'manager');
    managerId = manager.id;
    actor = { ...admin, name: 'Админ', ip: '127.0.0.1', requestId: 'test' };
    const entry = (
      at: string,
      staff: { id: number; email: string },
      action: string,
      objectType: string,
      objectId: string,
      summary: string,
    ) => ({
      at: new Date(at),
      staffId: staff.id,
      staffEmail: staff.email,
      action,
      objectType,
      objectId,
      summary,
      before: { status: 'new' },
      after: { status: 'answered' },
      ip: '10.0.0.1',
    });
    await t.database.db.insert(auditLog).values([
      // 23:30 in Moscow on 9 March is 20:30 UTC; 00:30 on 10 March is 21:30 UTC on the 9th.
      entry('2026-03-09T20:30:00Z', manager, 'question.reply', 'question', '7', 'поздно 9 марта'),
      entry('2026-03-09T21:30:00Z', manager, 'question.note', 'question', '7', 'рано 10 марта'),
      entry('2026-03-10T12:00:00Z', admin, 'order.take', 'order', '2026-000012', 'днём 10 марта'),
      entry('2026-03-11T08:00:00Z', admin, 'question.reply', 'question', '8', 'утром 11 марта'),
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists newest first and offers the types and actions present', async () => {
    const page = await list({ from: '2026-03-01', to: '2026-03-31' });
    expect(page.entries.map((e) => e.summary)).toEqual([
      'утром 11 марта',
      'днём 10 марта',
      'рано 10 марта',
      'поздно 9 марта',
    ]);
    expect(page.total).toBe(4);
    expect(page.objectTypes).toEqual(expect.arrayContaining(['order', 'question', 'staff']));
    expect(page.actions).toEqual(expect.arrayContaining(['order.take', 'question.reply']));
    expect(page.entries[0]).toMatchObject({
      ip: '10.0.0.1',
      before: { status: 'new' },
      after: { status: 'answered' },
    });
  });

  it('filters by staff member, object type, action and object id', async () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect(await ids({ ...march, staffId: String(managerId) })).toEqual([
      'рано 10 марта',
      'поздно 9 марта',
    ]);
    expect(await ids({ ...march, objectType: 'order' })).toEqual(['днём 10 марта']);
    expect(await ids({ ...march, action: 'question.reply' })).toEqual([
      'утром 11 марта',
      'поздно 9 марта',
    ]);
    expect(await ids({ objectType: 'question', objectId: '7' })).toEqual([
      'рано 10 марта',
      'поздно 9 марта',
    ]);
    expect(
      await ids({
        ...march,
        objectType: 'question',
        action: 'question.reply',
        staffId: String(managerId),
      }),
    ).toEqual(['поздно 9 марта']);
  });

  it('reads dates as Moscow days, both ends included', async () => {
    expect(await ids({ from: '2026-03-10', to: '2026-03-10' })).toEqual([
      'днём 10 марта',
      'рано 10 марта',
    ]);
    expect(await ids({ from: '2026-03-09', to: '2026-03-09' })).toEqual(['поздно 9 марта']);
    expect(await ids({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['утром 11 марта']);
    expect(await ids({ to: '2026-03-09' })).toEqual(['поздно 9 марта']);
  });

  it('ignores malformed filters rather than failing', async () => {
    const page = await list({ staffId: 'abc', from: '10.03.2026', page: '-3' });
    expect(page.page).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('pages through long logs', async () => {
    await t.database.db.insert(auditLog).values(
      Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 15, 10, 0, i)),
        staffId: actor.id,
        staffEmail: actor.email,
        action: 'review.publish',
        objectType: 'review',
        objectId: String(i),
        summary: `Отзыв ${i}`,
      })),
    );
    const first = await list({ action: 'review.publish' });
    expect(first.total).toBe(AUDIT_PAGE_SIZE + 5);
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.summary).toBe(`Отзыв ${AUDIT_PAGE_SIZE + 4}`);
    const second = await list({ action: 'review.publish', page: '2' });
    expect(second.entries.map((e) => e.summary)).toEqual([
      'Отзыв 4',
      'Отзыв 3',
      'Отзыв 2',
      'Отзыв 1',
      'Отзыв 0',
    ]);
  });
});
