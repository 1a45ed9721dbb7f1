import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../core/config';
import { verifyPassword } from '../../core/staff/auth/password';
import { DEMO_STAFF, demoStaffProblems, seedDemoStaff } from '../../demo/seed/demo-staff';
import type { DatabaseHandle } from '../../db/client';
import { staffUsers } from '../../db/schema';
import { databaseKinds, openTestDatabase } from '../helpers/databases';

const kinds = await databaseKinds();
/** What the account's password was before: published in the source and the README. */
const PUBLISHED_PASSWORD = 'demo-admin-password';

describe.each(kinds)('the demo staff account on %s', (kind) => {
  let database: DatabaseHandle;
  let other: DatabaseHandle;
  beforeAll(async () => {
    [database, other] = await Promise.all([openTestDatabase(kind), openTestDatabase(kind)]);
  });
  afterAll(async () => {
    await database?.close();
    await other?.close();
  });

  const demoRow = async (handle: DatabaseHandle) => {
    const [row] = await handle.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, DEMO_STAFF.email));
    return row!;
  };

  it('gets a random password, printed once by the seed and never the published one', async () => {
    const said = await seedDemoStaff(database.db, 'http://localhost:3000');
    const password = new RegExp(`${DEMO_STAFF.email} / ([\\w-]{24}) `).exec(said)?.[1];
    expect(password).toBeDefined();
    expect(said).toContain('npm run staff:create');
    const row = await demoRow(database);
    expect(await verifyPassword(password!, row.passwordHash)).toBe(true);
    expect(await verifyPassword(PUBLISHED_PASSWORD, row.passwordHash)).toBe(false);

    // Another installation's demo account has a password of its own.
    const otherSaid = await seedDemoStaff(other.db, 'http://localhost:3000');
    expect(otherSaid).not.toContain(password!);
    expect(await verifyPassword(password!, (await demoRow(other)).passwordHash)).toBe(false);

    // Seeding again keeps the account and shows no password.
    const again = await seedDemoStaff(database.db, 'http://localhost:3000');
    expect(again).toContain('уже есть');
    expect(again).not.toContain(password!);
    expect((await demoRow(database)).passwordHash).toBe(row.passwordHash);
  });

  it('stops a public address from starting while it is active, not a local one', async () => {
    await seedDemoStaff(database.db, 'http://localhost:3000');
    const local = loadConfig({ NODE_ENV: 'production' });
    const behindProxy = loadConfig({ PUBLIC_BASE_URL: 'https://inocheck.ru' });
    const listening = loadConfig({ HOST: '0.0.0.0' });
    expect(await demoStaffProblems(database.db, local)).toEqual([]);
    for (const config of [behindProxy, listening]) {
      const [problem, ...more] = await demoStaffProblems(database.db, config);
      expect(more).toEqual([]);
      expect(problem).toMatch(/^demo-admin@inocheck\.local: демо-сотрудник активен/);
      expect(problem).toContain('SEED_DEMO_DATA=false');
    }
    await database.db
      .update(staffUsers)
      .set({ isActive: false })
      .where(eq(staffUsers.email, DEMO_STAFF.email));
    expect(await demoStaffProblems(database.db, behindProxy)).toEqual([]);
  });
});
