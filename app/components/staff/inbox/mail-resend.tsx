import { Form, useNavigation } from 'react-router';
import type { StaffMailMessage } from '../../../../contracts/staff/inbox';
import { StaffButton, StaffPanel } from '../staff-ui';

/** «Отправить повторно» for a failed or held message, with what it will really do. */
export function MailResend({ mail }: { mail: StaffMailMessage }) {
  const navigation = useNavigation();
  if (mail.status !== 'failed' && mail.status !== 'held') return null;
  const explanation = !mail.isDeliveryConfigured
    ? 'SMTP не настроен, поэтому повторная отправка оставит письмо в исходящих со статусом «Не отправлено», пока на сервере не задан SMTP_URL. Текст письма ниже можно переслать вручную.'
    : mail.status === 'failed'
      ? 'Почтовый сервер не принял письмо после всех попыток. Если причина устранена, отправьте его снова: счётчик попыток начнётся заново.'
      : 'Письмо было сохранено, когда SMTP ещё не был настроен. Теперь его можно отправить.';
  return (
    <StaffPanel title="Повторная отправка">
      <p className="mb-4 text-sm text-slate-700">{explanation}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <StaffButton disabled={navigation.state === 'submitting'}>Отправить повторно</StaffButton>
      </Form>
    </StaffPanel>
  );
}
