import { Form } from 'react-router';
import type { QuestionListFilter } from '../../../../contracts/staff/inbox';
import { FilterActions, FilterInput } from '../filter-controls';
import { listLink, QUESTIONS_PATH } from './inbox-links';

/** Search of the question list as a GET form; the tab chosen stays chosen. */
export function QuestionsFilter({ filter }: { filter: QuestionListFilter }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Поиск вопросов"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="status" value={filter.status} />
      <FilterInput
        id="questions-q"
        name="q"
        label="Имя, e-mail, телефон или текст вопроса"
        value={filter.q}
        placeholder="Например, Петрова или отчёт по Германии"
        className="min-w-64 flex-1"
      />
      <FilterActions
        resetTo={filter.q ? listLink(QUESTIONS_PATH, { status: filter.status }) : null}
      />
    </Form>
  );
}
