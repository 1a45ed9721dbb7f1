import { Form } from 'react-router';
import type { OrderQueuePage } from '../../../../contracts/staff/orders';
import { FilterActions, FilterInput, FilterSelect } from '../filter-controls';
import { queueLink } from './queue-link';

/** The queue's filters as a GET form: the URL keeps them, so links and reloads do too. */
export function QueueFilter({ page }: { page: OrderQueuePage }) {
  const { filter, options } = page;
  const isFiltered = Boolean(
    filter.q || filter.country || filter.tariff || filter.from || filter.to,
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Поиск и фильтры заказов"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-[minmax(16rem,2fr)_repeat(4,minmax(0,1fr))_auto]"
    >
      {/* The tab the staff member is on stays chosen while the other filters change. */}
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      {filter.overdue ? <input type="hidden" name="overdue" value="1" /> : null}
      <FilterInput
        id="queue-q"
        name="q"
        label="Номер, e-mail, компания или ИНН"
        value={filter.q}
        placeholder="Например, 2026-000123"
        className="sm:col-span-2 md:col-span-4 xl:col-span-1"
      />
      <FilterSelect
        id="queue-country"
        name="country"
        label="Страна"
        value={filter.country}
        anyLabel="Все страны"
        options={options.countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <FilterSelect
        id="queue-tariff"
        name="tariff"
        label="Тариф"
        value={filter.tariff}
        anyLabel="Все тарифы"
        options={options.tariffs.map((name) => ({ value: name, label: name }))}
      />
      <FilterInput id="queue-from" name="from" label="Создан с" type="date" value={filter.from} />
      <FilterInput id="queue-to" name="to" label="Создан по" type="date" value={filter.to} />
      <FilterActions
        resetTo={isFiltered ? queueLink({ status: filter.status, overdue: filter.overdue }) : null}
      />
    </Form>
  );
}
