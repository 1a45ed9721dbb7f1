import { Form } from 'react-router';
import { mailKindLabel, type StaffMailPage } from '../../../../contracts/staff/inbox';
import { FilterActions, FilterInput, FilterSelect } from '../filter-controls';
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
      <FilterInput
        id="mail-q"
        name="q"
        label="Получатель или тема"
        value={filter.q}
        placeholder="Например, ivanov@example.ru или № 2026-000123"
      />
      <FilterSelect
        id="mail-kind"
        name="kind"
        label="Вид письма"
        value={filter.kind}
        anyLabel="Все виды"
        options={page.kinds.map((kind) => ({ value: kind, label: mailKindLabel(kind) }))}
      />
      <FilterActions
        resetTo={filter.q || filter.kind ? listLink(MAIL_PATH, { status: filter.status }) : null}
      />
    </Form>
  );
}
