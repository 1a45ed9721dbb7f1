import type { MailContent } from '../../mail/mail-message';
import { customerEmail } from '../../mail/templates/customer-email';

/** The one-time code a staff member types besides the password (sign-in-code.ts). */
export function signInCodeEmail(parts: {
  siteName: string;
  name: string;
  code: string;
}): MailContent {
  return customerEmail({
    siteName: parts.siteName,
    title: 'Код для входа в служебный раздел',
    contactName: parts.name,
    paragraphs: [
      `Код для входа в служебный раздел: ${parts.code}. Он действует 10 минут.`,
      'Код нужен, потому что по вашей учётной записи было много неудачных попыток входа: с нового адреса теперь входят по паролю и коду из письма.',
      'Если вы сейчас не входили, никому не сообщайте код и смените пароль: кто-то знает его.',
    ],
    footer: `Письмо отправлено автоматически служебным разделом сайта ${parts.siteName}.`,
  });
}
