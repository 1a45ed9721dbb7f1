import { Form, Link } from 'react-router';
import type { CountryListFilter, StaffCountryGroup } from '../../../../contracts/staff/content';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { StaffButton, staffInputClass } from '../staff-ui';

/** The list's filters as a GET form: the URL keeps them, so links and reloads do too. */
export function CountryFilter({
  filter,
  groups,
}: {
  filter: CountryListFilter;
  groups: StaffCountryGroup[];
}) {
  const isFiltered = filter.q !== '' || filter.group !== '';
  return (
    <Form
      method="get"
      role="search"
      aria-label="Фильтр стран"
      className="mb-4 flex flex-wrap items-end gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="country-q" className="text-sm font-semibold text-slate-700">
          Название или код
        </label>
        <input
          id="country-q"
          name="q"
          type="search"
          defaultValue={filter.q}
          placeholder="Например, Исландия или IS"
          className={`${staffInputClass} w-72`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="country-group" className="text-sm font-semibold text-slate-700">
          Группа
        </label>
        <select
          id="country-group"
          name="group"
          defaultValue={filter.group}
          className={`${staffInputClass} w-56`}
        >
          <option value="">Все группы</option>
          {groups.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <StaffButton>Показать</StaffButton>
      {isFiltered ? (
        <Link
          to={`${STAFF_AREA_PATH}/country_content`}
          className="inline-flex min-h-10 items-center px-2 text-sm text-brand-600 hover:underline"
        >
          Сбросить фильтр
        </Link>
      ) : null}
    </Form>
  );
}
