import { Link } from 'react-router';
import type { StaffQuestionPage } from '../../../../contracts/staff/inbox';
import { pluralRu, type RuForms } from '../../../lib/plural-ru';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { questionPath } from './inbox-links';

const REPLY_FORMS: RuForms = ['ответ', 'ответа', 'ответов'];

/** The questions of one tab, newest first; the name opens the question. */
export function QuestionsTable({ page }: { page: StaffQuestionPage }) {
  const isAnswered = page.filter.status === 'answered';
  return (
    <StaffTable
      caption={isAnswered ? 'Отвеченные вопросы' : 'Вопросы без ответа'}
      headers={['Получен', 'Кто спрашивает', 'Вопрос', isAnswered ? 'Ответ' : 'Заметка']}
    >
      {page.questions.map((q) => (
        <tr key={q.id} className="hover:bg-slate-50">
          <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
            <StaffTime iso={q.createdAt} />
          </td>
          <td className={`${staffCellClass} min-w-48`}>
            <Link to={questionPath(q.id)} className="font-semibold text-brand-700 hover:underline">
              {q.name}
            </Link>
            <span className="block break-all text-slate-600">{q.email}</span>
            <span className="block whitespace-nowrap text-slate-600">{q.phone}</span>
          </td>
          <td className={`${staffCellClass} min-w-64 text-slate-800`}>
            <span className="line-clamp-3 whitespace-pre-line">{q.excerpt}</span>
          </td>
          <td className={`${staffCellClass} min-w-40 text-slate-600`}>
            {isAnswered ? (
              <>
                {q.answeredAt ? <StaffTime iso={q.answeredAt} /> : null}
                <span className="block">
                  {q.replies > 0
                    ? `${q.replies} ${pluralRu(q.replies, REPLY_FORMS)} по e-mail`
                    : 'Без письма'}
                </span>
              </>
            ) : q.hasNote ? (
              'Есть заметка'
            ) : (
              '—'
            )}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
