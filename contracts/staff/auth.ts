import { z } from 'zod';
import { singleLineText } from '../text';

export const STAFF_AUTH_MESSAGES = {
  invalidCredentials: 'Неверный e-mail или пароль',
  inactive: 'Учётная запись отключена. Обратитесь к администратору.',
  signInRequired: 'Войдите в систему, чтобы продолжить',
  forbidden: 'Недостаточно прав для этого раздела',
  badOrigin: 'Запрос отклонён: он отправлен не со страницы этого сайта. Обновите страницу.',
  passwordChanged: 'Пароль изменён. Другие сеансы завершены.',
  wrongCurrentPassword: 'Текущий пароль указан неверно',
  passwordsDiffer: 'Пароли не совпадают',
} as const;

/** The wait before the next attempt, e.g. «через 15 мин.». */
export function lockedOutMessage(minutes: number): string {
  return `Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`;
}

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const StaffEmail = singleLineText({ error: 'Введите e-mail' })
  .trim()
  .toLowerCase()
  .min(1, 'Введите e-mail')
  .max(254, 'Не длиннее 254 символов')
  .pipe(z.email({ error: 'Введите корректный e-mail' }));

export const NewPassword = z
  .string({ error: 'Введите пароль' })
  .min(PASSWORD_MIN_LENGTH, `Пароль — не короче ${PASSWORD_MIN_LENGTH} символов`)
  .max(PASSWORD_MAX_LENGTH, `Пароль — не длиннее ${PASSWORD_MAX_LENGTH} символов`);

/** The login form of `/admin1515`. */
export const StaffSignIn = z.object({
  email: StaffEmail,
  password: z
    .string({ error: 'Введите пароль' })
    .min(1, 'Введите пароль')
    .max(PASSWORD_MAX_LENGTH, STAFF_AUTH_MESSAGES.invalidCredentials),
});
export type StaffSignIn = z.infer<typeof StaffSignIn>;

/** A staff member changing their own password. */
export const ChangeOwnPassword = z
  .object({
    currentPassword: z.string().min(1, 'Введите текущий пароль').max(PASSWORD_MAX_LENGTH),
    newPassword: NewPassword,
    repeatPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.repeatPassword, {
    path: ['repeatPassword'],
    message: STAFF_AUTH_MESSAGES.passwordsDiffer,
  });
export type ChangeOwnPassword = z.infer<typeof ChangeOwnPassword>;
