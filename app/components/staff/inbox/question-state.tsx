import { Form, useNavigation } from 'react-router';
import type { StaffQuestionDetail } from '../../../../contracts/staff/inbox';
import { StaffButton, StaffTime } from '../staff-ui';

/** Whether the question is answered, and moving it between the lists without an e-mail. */
export function QuestionState({ question }: { question: StaffQuestionDetail }) {
  const navigation = useNavigation();
  const isAnswered = question.status === 'answered';
  return (
    <section
      aria-label="Состояние вопроса"
      className={`mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border px-5 py-4 ${
        isAnswered ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'
      }`}
    >
      {isAnswered ? (
        <p className="text-sm text-slate-800">
          <span className="font-semibold text-emerald-900">Отвечен</span>
          {question.answeredAt ? (
            <>
              {' '}
              <StaffTime iso={question.answeredAt} />
            </>
          ) : null}
          {question.answeredBy ? <>, {question.answeredBy}</> : null}
        </p>
      ) : (
        <p className="max-w-2xl text-sm text-slate-800">
          <span className="font-semibold text-amber-900">Без ответа.</span> Если ответили по
          телефону или из почтовой программы, отметьте вопрос отвеченным — письмо не отправится.
        </p>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value={isAnswered ? 'unanswered' : 'answered'} />
        <StaffButton variant="secondary" disabled={navigation.state === 'submitting'}>
          {isAnswered ? 'Вернуть в неотвеченные' : 'Отметить как отвеченный'}
        </StaffButton>
      </Form>
    </section>
  );
}
