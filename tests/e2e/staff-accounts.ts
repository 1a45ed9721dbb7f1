import type { StaffRole } from '../../contracts/staff/roles';

/**
 * Staff accounts of the browser tests, created by fixtures.ts before the server starts. Tests
 * that lock an account out or end its sessions have one of their own, so no other test is hit.
 */
export const E2E_STAFF = {
  admin: {
    email: 'admin@e2e.test',
    password: 'e2e-admin-password-1',
    role: 'admin',
    name: 'Анна Админова',
  },
  manager: {
    email: 'manager@e2e.test',
    password: 'e2e-manager-password-1',
    role: 'manager',
    name: 'Михаил Менеджеров',
  },
  lockout: {
    email: 'lockout@e2e.test',
    password: 'e2e-lockout-password-1',
    role: 'manager',
    name: 'Лев Блокин',
  },
  sessions: {
    email: 'sessions@e2e.test',
    password: 'e2e-sessions-password-1',
    role: 'admin',
    name: 'Сергей Сеансов',
  },
} as const satisfies Record<
  string,
  { email: string; password: string; role: StaffRole; name: string }
>;

export type E2EStaffKey = keyof typeof E2E_STAFF;
