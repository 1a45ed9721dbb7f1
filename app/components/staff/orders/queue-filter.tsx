import { Form, Link } from 'react-router';
import type { OrderQueuePage } from '../../../../contracts/staff/orders';
import { StaffButton, staffInputClass } from '../staff-ui';
import { queueLink } from './queue-link';

function Field({
  id,
  label,
  wide = false,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`flex flex-col gap-1 ${wide ? 'sm:col-span-2 md:col-span-4 xl:col-span-1' : ''}`}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

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
      <Field id="queue-q" label="Номер, e-mail, компания или ИНН" wide>
        <input
          id="queue-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Например, 2026-000123"
          className={`${staffInputClass} w-full`}
        />
      </Field>
      <Field id="queue-country" label="Страна">
        <select
          id="queue-country"
          name="country"
          defaultValue={filter.country ?? ''}
          className={`${staffInputClass} w-full`}
        >
          <option value="">Все страны</option>
          {options.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="queue-tariff" label="Тариф">
        <select
          id="queue-tariff"
          name="tariff"
          defaultValue={filter.tariff ?? ''}
          className={`${staffInputClass} w-full`}
        >
          <option value="">Все тарифы</option>
          {options.tariffs.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="queue-from" label="Создан с">
        <input
          id="queue-from"
          name="from"
          type="date"
          defaultValue={filter.from ?? ''}
          className={`${staffInputClass} w-full`}
        />
      </Field>
      <Field id="queue-to" label="Создан по">
        <input
          id="queue-to"
          name="to"
          type="date"
          defaultValue={filter.to ?? ''}
          className={`${staffInputClass} w-full`}
        />
      </Field>
      <div className="flex items-end gap-2">
        <StaffButton>Найти</StaffButton>
        {isFiltered ? (
          <Link
            to={queueLink({ status: filter.status, overdue: filter.overdue })}
            className="inline-flex min-h-10 items-center px-2 text-sm whitespace-nowrap text-brand-600 hover:underline"
          >
            Сбросить
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
