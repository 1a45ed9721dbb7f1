import { Form, useNavigation } from 'react-router';
import {
  QUESTION_REPLY_MAX_LENGTH,
  type StaffQuestionDetail,
} from '../../../../contracts/staff/inbox';
import { TextAreaField } from '../../form-field';
import { StaffButton, StaffPanel } from '../staff-ui';
import type { InboxActionData } from './inbox-action-data';

/** The answer e-mailed to the visitor; their question is quoted under it in the message. */
export function QuestionReplyForm({
  question,
  result,
}: {
  question: StaffQuestionDetail;
  result: InboxActionData | undefined;
}) {
  const navigation = useNavigation();
  const mine = result?.intent === 'reply' ? result : undefined;
  const isSending =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'reply';
  return (
    <StaffPanel title={question.replies.length > 0 ? 'Ответить ещё раз' : 'Ответить по e-mail'}>
      {question.isDeliveryConfigured ? null : (
        <p className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          SMTP не настроен: ответ сохранится в исходящих (раздел «Почта») и не уйдёт посетителю,
          пока на сервере не задан SMTP_URL. Вопрос всё равно будет отмечен отвеченным.
        </p>
      )}
      {/* After a sent answer the field starts empty; after a refusal it keeps what was typed. */}
      <Form
        method="post"
        className="space-y-3"
        noValidate
        key={mine?.ok ? `sent-${question.replies.length}` : 'form'}
      >
        <input type="hidden" name="intent" value="reply" />
        <TextAreaField
          label="Текст ответа"
          name="text"
          rows={8}
          maxLength={QUESTION_REPLY_MAX_LENGTH}
          defaultValue={mine && !mine.ok ? mine.values?.text : undefined}
          error={mine && !mine.ok ? mine.errors?.text : undefined}
          hint={`Письмо уйдёт на ${question.email} с приветствием, вашей подписью и цитатой вопроса. Ответ посетителя придёт на ${question.replyTo}.`}
        />
        <StaffButton disabled={isSending}>
          {isSending ? 'Отправляем…' : 'Отправить ответ'}
        </StaffButton>
      </Form>
    </StaffPanel>
  );
}
