import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { isPublicAddress, type Config } from '../../core/config';
import { createStaffUser } from '../../core/staff/users/staff-users';
import { normalizeBaseUrl } from '../../contracts/base-url';

/**
 * The demo installation's staff login, for trying the staff area on a local machine only. It is
 * created with the demo data (SEED_DEMO_DATA) under a random password that the seed prints once;
 * a real installation runs without demo data and creates its accounts with `npm run staff:create`.
 * Its e-mail is published, so a public address refuses to start while it is active.
 */
export const DEMO_STAFF = {
  email: 'demo-admin@inocheck.local',
  name: 'Демо-администратор',
  role: 'admin',
} as const;

const STAFF_CREATE = 'npm run staff:create -- --email you@example.ru --role admin';

/** A fresh password for the demo account: 24 URL-safe characters, 144 random bits. */
function newDemoPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the demo account unless it exists. Its password is in the answer, which the seed prints:
 * the only time it is shown (only its hash is kept).
 */
export async function seedDemoStaff(db: Database, baseUrl: string): Promise<string> {
  const [existing] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, DEMO_STAFF.email));
  const login = `${normalizeBaseUrl(baseUrl)}/admin1515`;
  if (existing) {
    return `демо-сотрудник ${DEMO_STAFF.email} уже есть (пароль печатался, когда его создали; свой вход: ${STAFF_CREATE})`;
  }
  const password = newDemoPassword();
  await createStaffUser(db, null, { ...DEMO_STAFF, password });
  return `создан демо-сотрудник для локального входа в ${login}: ${DEMO_STAFF.email} / ${password} (пароль показан один раз; свой вход: ${STAFF_CREATE})`;
}

/** Whether the demo login still works here. */
export async function isDemoStaffActive(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.email, DEMO_STAFF.email), eq(staffUsers.isActive, true)));
  return Boolean(row);
}

/** The start-up's warning on a local site while the demo login works. */
export function demoStaffNotice(baseUrl: string): string {
  return `Демо-вход в служебный раздел работает (только для локального использования): ${normalizeBaseUrl(baseUrl)}/admin1515 — ${DEMO_STAFF.email}, пароль напечатан командой npm run db:seed`;
}

/** Why a public address may not start with this database: the demo login is active. */
export async function demoStaffProblems(
  db: Database,
  config: Pick<Config, 'HOST' | 'PUBLIC_BASE_URL'>,
): Promise<string[]> {
  if (!isPublicAddress(config) || !(await isDemoStaffActive(db))) return [];
  return [
    `${DEMO_STAFF.email}: демо-сотрудник активен на публичном адресе — заведите свой вход (${STAFF_CREATE}) ` +
      'и отключите демо-сотрудника в служебном разделе (Сотрудники), запустив сервер локально ' +
      '(HOST=localhost, PUBLIC_BASE_URL=http://localhost:3000), или заведите базу без демо-данных (SEED_DEMO_DATA=false) ' +
      '(the demo staff account is active: deactivate it from a local start, or seed without demo data)',
  ];
}
