import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { createStaffUser } from './users/staff-users';

/**
 * The demo installation's staff login, for trying the staff area on a local machine only. It is
 * created with the demo data (SEED_DEMO_DATA) and announced at start; a real installation runs
 * without demo data and creates its accounts with `npm run staff:create`.
 */
export const DEMO_STAFF = {
  email: 'demo-admin@inocheck.local',
  password: 'demo-admin-password',
  name: 'Демо-администратор',
  role: 'admin',
} as const;

export function demoStaffNotice(baseUrl: string): string {
  return `Демо-вход в служебный раздел (только для локального использования): ${baseUrl}/admin1515 — ${DEMO_STAFF.email} / ${DEMO_STAFF.password}`;
}

export async function seedDemoStaff(db: Database): Promise<string> {
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, DEMO_STAFF.email));
  if (!existing) await createStaffUser(db, null, DEMO_STAFF);
  return existing ? 'демо-сотрудник уже есть' : `создан демо-сотрудник ${DEMO_STAFF.email}`;
}

/** Whether the demo login still works here (so the server can say so when it starts). */
export async function isDemoStaffActive(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, DEMO_STAFF.email), eq(staffUsers.isActive, true)));
  return Boolean(row);
}
