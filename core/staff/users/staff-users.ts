import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { NewPassword } from '../../../contracts/staff/auth';
import type { StaffActor } from '../../../contracts/staff/roles';
import {
  CreateStaffUser,
  STAFF_USER_MESSAGES,
  UpdateStaffUser,
  type StaffUserRow,
} from '../../../contracts/staff/users';
import type { Database } from '../../../db/client';
import { staffSessions, staffUsers } from '../../../db/schema';
import { DomainError } from '../../domain-error';
import { recordAudit } from '../audit/record-audit';
import { hashPassword } from '../auth/password';
import { deleteSessionsOf } from '../auth/sessions';
import { parseInput } from '../content/parse-input';

const publicFields = (u: typeof staffUsers.$inferSelect) => ({
  email: u.email,
  name: u.name,
  role: u.role,
  isActive: u.isActive,
});

/** Adds a staff account; `actor` null is the command line creating the first admin. */
export async function createStaffUser(
  db: Database,
  actor: StaffActor | null,
  input: CreateStaffUser,
): Promise<{ id: number }> {
  const data = parseInput(CreateStaffUser, input);
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffUsers)
      .values({ email: data.email, name: data.name, role: data.role, passwordHash })
      .onConflictDoNothing({ target: staffUsers.email })
      .returning();
    if (!row) throw new DomainError(409, STAFF_USER_MESSAGES.emailTaken);
    await recordAudit(tx, actor, {
      action: 'staff.create',
      objectType: 'staff',
      objectId: row.id,
      summary: `Добавлен сотрудник ${row.email}`,
      after: publicFields(row),
    });
    return { id: row.id };
  });
}

export async function listStaffUsers(db: Database, now = new Date()): Promise<StaffUserRow[]> {
  const sessions = db
    .select({ staffId: staffSessions.staffId, n: count().as('n') })
    .from(staffSessions)
    .where(and(gt(staffSessions.expiresAt, now), gt(staffSessions.absoluteExpiresAt, now)))
    .groupBy(staffSessions.staffId)
    .as('s');
  const rows = await db
    .select({ user: staffUsers, sessions: sessions.n })
    .from(staffUsers)
    .leftJoin(sessions, eq(sessions.staffId, staffUsers.id))
    .orderBy(asc(staffUsers.name));
  return rows.map(({ user, sessions: n }) => ({
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    activeSessions: Number(n ?? 0),
  }));
}

/** A malformed id (from a tampered form) is a missing person, not a database error. */
function requireStaffId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
    throw new DomainError(404, STAFF_USER_MESSAGES.notFound);
  }
}

async function otherActiveAdmins(tx: Pick<Database, 'select'>, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.isActive, true), ne(staffUsers.id, id)));
  return Number(row?.n ?? 0);
}

/**
 * Name, role and access. Deactivating ends the person's sessions at once; input equal to what
 * is saved changes nothing and is not logged.
 */
export async function updateStaffUser(
  db: Database,
  actor: StaffActor,
  id: number,
  input: UpdateStaffUser,
): Promise<void> {
  requireStaffId(id);
  const data = parseInput(UpdateStaffUser, input);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!before) throw new DomainError(404, STAFF_USER_MESSAGES.notFound);
    if (
      before.name === data.name &&
      before.role === data.role &&
      before.isActive === data.isActive
    ) {
      return;
    }
    const losesAdmin = before.role === 'admin' && (data.role !== 'admin' || !data.isActive);
    if (id === actor.id && (data.role !== before.role || !data.isActive)) {
      throw new DomainError(409, STAFF_USER_MESSAGES.self);
    }
    if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0) {
      throw new DomainError(409, STAFF_USER_MESSAGES.lastAdmin);
    }
    const [after] = await tx
      .update(staffUsers)
      .set({ ...data, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, id))
      .returning();
    if (!data.isActive) await deleteSessionsOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.update',
      objectType: 'staff',
      objectId: id,
      summary: `Изменён сотрудник ${before.email}`,
      before: publicFields(before),
      after: after ? publicFields(after) : null,
    });
  });
}

/**
 * Sets a password: an admin resetting a colleague's, or a person changing their own. Every
 * session of that person ends except, when given, the browser they use now.
 */
export async function setStaffPassword(
  db: Database,
  actor: StaffActor,
  id: number,
  password: string,
  keepSessionToken?: string,
): Promise<void> {
  requireStaffId(id);
  const passwordHash = await hashPassword(parseInput(NewPassword, password));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffUsers)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, id))
      .returning({ email: staffUsers.email });
    if (!row) throw new DomainError(404, STAFF_USER_MESSAGES.notFound);
    await deleteSessionsOf(tx, id, keepSessionToken);
    await recordAudit(tx, actor, {
      action: id === actor.id ? 'staff.change_own_password' : 'staff.reset_password',
      objectType: 'staff',
      objectId: id,
      summary:
        id === actor.id ? 'Сотрудник сменил свой пароль' : `Пароль сотрудника ${row.email} сброшен`,
    });
  });
}
