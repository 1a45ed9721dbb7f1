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
  codeSent:
    'По вашей учётной записи было много неудачных попыток входа, поэтому с нового адреса нужен ещё и код. Мы отправили код на вашу почту: введите его вместе с паролем. Код действует 10 минут.',
  codeExpired:
    'Код устарел или попытки закончились. Мы отправили новый код на вашу почту: введите его вместе с паролем.',
  codeFormat: 'Код — шесть цифр из письма',
} as const;

/** A wrong e-mailed code: how many tries it still allows. */
export function wrongCodeMessage(triesLeft: number): string {
  return triesLeft > 0
    ? `Неверный код из письма. Осталось попыток: ${triesLeft}. Введите пароль и код ещё раз.`
    : 'Неверный код из письма, попытки закончились. Введите пароль без кода — мы отправим новый код.';
}

/** The wait before the next attempt, e.g. «через 15 мин.». */
export function lockedOutMessage(minutes: number): string {
  return `Слишком много неудачных попыток входа. Повторите через ${minutes} мин.`;
}

export const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 200;

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
  /** The e-mailed code, asked for only after many failures on the account (empty otherwise). */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, STAFF_AUTH_MESSAGES.codeFormat)
    .optional(),
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
