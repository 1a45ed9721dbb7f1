import { Form, Link } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import type { AuditFilter } from '../../../../contracts/staff/audit';
import type { StaffUserRow } from '../../../../contracts/staff/users';
import { FilterField } from '../inbox/filter-field';
import { StaffButton, staffInputClass } from '../staff-ui';
import { actionLabel, objectTypeLabel } from './audit-labels';

const input = `${staffInputClass} w-full`;

/** The log's filters as a GET form: the URL keeps them, so links and reloads do too. */
export function AuditFilterForm({
  filter,
  users,
  objectTypes,
  actions,
}: {
  filter: AuditFilter;
  users: StaffUserRow[];
  objectTypes: string[];
  actions: string[];
}) {
  const isFiltered = Boolean(
    filter.staffId ||
    filter.objectType ||
    filter.objectId ||
    filter.action ||
    filter.from ||
    filter.to,
  );
  return (
    <Form
      method="get"
      role="search"
      aria-label="Фильтры журнала"
      className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2 xl:grid-cols-4"
    >
      <FilterField id="audit-staff" label="Сотрудник">
        <select
          id="audit-staff"
          name="staffId"
          defaultValue={filter.staffId ?? ''}
          className={input}
        >
          <option value="">Все</option>
          {users.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name} ({u.email})
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="audit-type" label="Объект">
        <select
          id="audit-type"
          name="objectType"
          defaultValue={filter.objectType ?? ''}
          className={input}
        >
          <option value="">Все объекты</option>
          {objectTypes.map((t) => (
            <option key={t} value={t}>
              {objectTypeLabel(t)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="audit-action" label="Действие">
        <select
          id="audit-action"
          name="action"
          defaultValue={filter.action ?? ''}
          className={input}
        >
          <option value="">Все действия</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {actionLabel(a)}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="audit-object" label="Номер объекта">
        <input
          id="audit-object"
          name="objectId"
          defaultValue={filter.objectId ?? ''}
          placeholder="2026-000123"
          className={input}
        />
      </FilterField>
      <FilterField id="audit-from" label="С даты (МСК)">
        <input
          id="audit-from"
          name="from"
          type="date"
          defaultValue={filter.from ?? ''}
          className={input}
        />
      </FilterField>
      <FilterField id="audit-to" label="По дату (МСК)">
        <input
          id="audit-to"
          name="to"
          type="date"
          defaultValue={filter.to ?? ''}
          className={input}
        />
      </FilterField>
      <div className="flex items-end gap-2">
        <StaffButton>Показать</StaffButton>
        {isFiltered ? (
          <Link
            to={`${STAFF_AREA_PATH}/audit`}
            className="inline-flex min-h-10 items-center px-2 text-sm text-brand-600 hover:underline"
          >
            Сбросить
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
