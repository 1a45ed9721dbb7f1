import { Form, Link } from 'react-router';
import type { QuestionListFilter } from '../../../../contracts/staff/inbox';
import { StaffButton, staffInputClass } from '../staff-ui';
import { FilterField } from './filter-field';
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
      <div className="min-w-64 flex-1">
        <FilterField id="questions-q" label="Имя, e-mail, телефон или текст вопроса">
          <input
            id="questions-q"
            name="q"
            type="search"
            defaultValue={filter.q}
            placeholder="Например, Петрова или отчёт по Германии"
            className={`${staffInputClass} w-full`}
          />
        </FilterField>
      </div>
      <div className="flex items-end gap-2">
        <StaffButton>Найти</StaffButton>
        {filter.q ? (
          <Link
            to={listLink(QUESTIONS_PATH, { status: filter.status })}
            className="inline-flex min-h-10 items-center px-2 text-sm text-brand-600 hover:underline"
          >
            Сбросить
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
