import { Form, Link } from 'react-router';
import { mailKindLabel, type StaffMailPage } from '../../../../contracts/staff/inbox';
import { StaffButton, staffInputClass } from '../staff-ui';
import { FilterField } from './filter-field';
import { listLink, MAIL_PATH } from './inbox-links';

/** Kind and search of the outbox as a GET form; the status tab stays chosen. */
export function MailFilter({ page }: { page: StaffMailPage }) {
  const { filter } = page;
  return (
    <Form
      method="get"
      role="search"
      aria-label="Поиск писем"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
    >
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <FilterField id="mail-q" label="Получатель или тема">
        <input
          id="mail-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Например, ivanov@example.ru или № 2026-000123"
          className={`${staffInputClass} w-full`}
        />
      </FilterField>
      <FilterField id="mail-kind" label="Вид письма">
        <select
          id="mail-kind"
          name="kind"
          defaultValue={filter.kind ?? ''}
          className={`${staffInputClass} w-full`}
        >
          <option value="">Все виды</option>
          {page.kinds.map((kind) => (
            <option key={kind} value={kind}>
              {mailKindLabel(kind)}
            </option>
          ))}
        </select>
      </FilterField>
      <div className="flex items-end gap-2">
        <StaffButton>Найти</StaffButton>
        {filter.q || filter.kind ? (
          <Link
            to={listLink(MAIL_PATH, { status: filter.status })}
            className="inline-flex min-h-10 items-center px-2 text-sm text-brand-600 hover:underline"
          >
            Сбросить
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
