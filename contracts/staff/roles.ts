/** decisions.md section 4 and the staff-area issue: two roles. */
export const STAFF_ROLES = ['admin', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Администратор',
  manager: 'Менеджер',
};

/** The signed-in person as every layer sees them. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The person behind a staff action, handed explicitly to every domain function that changes
 * data; the address and request id go into the audit log beside the name.
 */
export interface StaffActor extends StaffMember {
  ip: string;
  requestId: string;
}

/** An admin may do everything a manager may. */
export function hasRole(member: Pick<StaffMember, 'role'>, needed: StaffRole): boolean {
  return member.role === 'admin' || member.role === needed;
}
