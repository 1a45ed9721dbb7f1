import { Form } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import type { AuditFilter } from '../../../../contracts/staff/audit';
import type { StaffUserRow } from '../../../../contracts/staff/users';
import { FilterActions, FilterInput, FilterSelect } from '../filter-controls';
import { actionLabel, objectTypeLabel } from './audit-labels';

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
      <FilterSelect
        id="audit-staff"
        name="staffId"
        label="Сотрудник"
        value={filter.staffId}
        anyLabel="Все"
        options={users.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
      />
      <FilterSelect
        id="audit-type"
        name="objectType"
        label="Объект"
        value={filter.objectType}
        anyLabel="Все объекты"
        options={objectTypes.map((t) => ({ value: t, label: objectTypeLabel(t) }))}
      />
      <FilterSelect
        id="audit-action"
        name="action"
        label="Действие"
        value={filter.action}
        anyLabel="Все действия"
        options={actions.map((a) => ({ value: a, label: actionLabel(a) }))}
      />
      <FilterInput
        id="audit-object"
        name="objectId"
        label="Номер объекта"
        type="text"
        value={filter.objectId}
        placeholder="2026-000123"
      />
      <FilterInput
        id="audit-from"
        name="from"
        label="С даты (МСК)"
        type="date"
        value={filter.from}
      />
      <FilterInput id="audit-to" name="to" label="По дату (МСК)" type="date" value={filter.to} />
      <FilterActions
        submitLabel="Показать"
        resetTo={isFiltered ? `${STAFF_AREA_PATH}/audit` : null}
      />
    </Form>
  );
}
