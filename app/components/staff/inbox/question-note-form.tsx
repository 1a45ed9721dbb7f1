import { Form, useNavigation } from 'react-router';
import {
  QUESTION_NOTE_MAX_LENGTH,
  type StaffQuestionDetail,
} from '../../../../contracts/staff/inbox';
import { TextAreaField } from '../../form-field';
import { StaffButton, StaffNotice, StaffPanel } from '../staff-ui';
import type { InboxActionData } from './inbox-action-data';

/** Staff's own note on the question, saved on its own and never sent. */
export function QuestionNoteForm({
  question,
  result,
}: {
  question: StaffQuestionDetail;
  result: InboxActionData | undefined;
}) {
  const navigation = useNavigation();
  const mine = result?.intent === 'note' ? result : undefined;
  return (
    <StaffPanel title="Заметка сотрудников">
      {mine?.message ? (
        <StaffNotice kind={mine.ok ? 'success' : 'error'}>{mine.message}</StaffNotice>
      ) : null}
      <Form method="post" className="space-y-3" noValidate key={question.note}>
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          label="Заметка"
          name="note"
          rows={4}
          maxLength={QUESTION_NOTE_MAX_LENGTH}
          defaultValue={mine && !mine.ok ? mine.values?.note : question.note}
          error={mine && !mine.ok ? mine.errors?.note : undefined}
          hint="Видна только сотрудникам, посетителю не отправляется"
        />
        <StaffButton variant="secondary" disabled={navigation.state === 'submitting'}>
          Сохранить заметку
        </StaffButton>
      </Form>
    </StaffPanel>
  );
}
