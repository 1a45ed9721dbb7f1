import { formatPhone } from '../../../../contracts/phone';
import type { StaffQuestionDetail } from '../../../../contracts/staff/inbox';
import { StaffPanel, StaffTime } from '../staff-ui';
import { Fact } from './fact';

/** The visitor's message as they wrote it, and how to reach them. */
export function QuestionFacts({ question }: { question: StaffQuestionDetail }) {
  return (
    <StaffPanel title="Вопрос">
      <blockquote className="mb-4 rounded-lg bg-slate-50 px-4 py-3 whitespace-pre-line text-slate-900">
        {question.message}
      </blockquote>
      <dl className="divide-y divide-slate-100">
        <Fact label="Имя">{question.name}</Fact>
        <Fact label="E-mail">
          <a href={`mailto:${question.email}`} className="text-brand-700 hover:underline">
            {question.email}
          </a>
        </Fact>
        <Fact label="Телефон">
          <a href={`tel:${question.phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
            <span className="whitespace-nowrap">{formatPhone(question.phone)}</span>
          </a>
        </Fact>
        <Fact label="Получен">
          <StaffTime iso={question.createdAt} />
        </Fact>
        <Fact label="IP-адрес">{question.ip}</Fact>
        <Fact label="Браузер">
          {question.userAgent ? (
            <span className="text-sm text-slate-600">{question.userAgent}</span>
          ) : null}
        </Fact>
      </dl>
    </StaffPanel>
  );
}
