import { z } from 'zod';
import { singleLineText } from '../text';
import { NewPassword, StaffEmail } from './auth';
import { STAFF_ROLES, type StaffRole } from './roles';

const StaffName = singleLineText({ error: 'Введите имя' })
  .trim()
  .min(1, 'Введите имя')
  .max(100, 'Не длиннее 100 символов');

const Role = z.enum(STAFF_ROLES, { error: 'Выберите роль' });

/** An admin adding a colleague (and `npm run staff:create`). */
export const CreateStaffUser = z.object({
  email: StaffEmail,
  name: StaffName,
  role: Role,
  password: NewPassword,
});
export type CreateStaffUser = z.infer<typeof CreateStaffUser>;

export const UpdateStaffUser = z.object({
  name: StaffName,
  role: Role,
  isActive: z.boolean(),
});
export type UpdateStaffUser = z.infer<typeof UpdateStaffUser>;

export const ResetStaffPassword = z.object({ password: NewPassword });

export interface StaffUserRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  isActive: boolean;
  createdAt: string;
  lastLoginAt: string | null;
  activeSessions: number;
}

export const STAFF_USER_MESSAGES = {
  emailTaken: 'Сотрудник с таким e-mail уже есть',
  notFound: 'Сотрудник не найден',
  lastAdmin: 'Нельзя лишить прав или отключить последнего администратора',
  self: 'Свою роль и доступ меняет другой администратор',
} as const;
