import type { InjectOptions } from 'fastify';
import type { StaffActor, StaffRole } from '../../contracts/staff/roles';
import { staffCookieName } from '../../contracts/staff/session-cookie';
import type { DatabaseHandle } from '../../db/client';
import { createMailOutbox } from '../../core/mail/mail-outbox';
import { signIn } from '../../core/staff/auth/sign-in';
import { createStaffUser } from '../../core/staff/users/staff-users';

export const TEST_ORIGIN = 'http://localhost:80';

let counter = 0;

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

/** A staff account of the given role with a known password (created as if by the command line). */
export async function createTestStaff(
  database: DatabaseHandle,
  role: StaffRole,
  overrides: { email?: string; name?: string; password?: string } = {},
): Promise<TestStaff> {
  counter += 1;
  const email = overrides.email ?? `${role}-${counter}-${Date.now()}@staff.test`;
  const password = overrides.password ?? `пароль-${role}-${counter}-длинный`;
  const { id } = await createStaffUser(database.db, null, {
    email,
    name: overrides.name ?? `${role === 'admin' ? 'Администратор' : 'Менеджер'} ${counter}`,
    role,
    password,
  });
  return { id, email, password, role };
}

/** A new staff account as the acting person a domain function takes. */
export async function createTestStaffActor(
  database: DatabaseHandle,
  role: StaffRole,
  name: string,
): Promise<StaffActor> {
  const member = await createTestStaff(database, role, { name });
  return { id: member.id, email: member.email, name, role, ip: '127.0.0.1', requestId: 'test' };
}

/** Signs in through the domain service and answers the Cookie header of that session. */
export async function signInCookie(
  database: DatabaseHandle,
  staff: Pick<TestStaff, 'email' | 'password'>,
): Promise<string> {
  const result = await signIn(
    // No test signing in this way is asked for an e-mailed code: a held outbox is enough.
    {
      db: database.db,
      mail: createMailOutbox(database.db, { from: 'test@staff.test', signingSecret: undefined }),
      siteName: 'ИноПроверка',
    },
    { email: staff.email, password: staff.password },
    { ip: '127.0.0.1', userAgent: 'vitest', requestId: 'test' },
  );
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  return `${staffCookieName(false)}=${result.token}`;
}

/**
 * Headers of a staff request through `app.inject`: the session cookie and, for writes, the
 * Origin a browser would send from a page of the site.
 */
export function staffHeaders(cookie: string): NonNullable<InjectOptions['headers']> {
  return { cookie, origin: TEST_ORIGIN };
}
