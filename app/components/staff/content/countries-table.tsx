import { Link } from 'react-router';
import type { StaffCountryRow } from '../../../../contracts/staff/content';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { Flag } from '../../flag';
import { StaffTable, StaffTime, staffCellClass } from '../staff-ui';

const number = new Intl.NumberFormat('ru-RU');

/** Every country with what an editor checks at a glance; the name opens its page. */
export function CountriesTable({ countries }: { countries: StaffCountryRow[] }) {
  return (
    <StaffTable
      caption="Страны: группы, тарифы, текст и образец отчёта"
      headers={['Страна', 'Группы', 'Тарифы', 'Текст', 'Образец', 'Изменено']}
    >
      {countries.map((c) => (
        <tr key={c.code} className="hover:bg-slate-50">
          <td className={staffCellClass}>
            <Link
              to={`${STAFF_AREA_PATH}/country_content/${c.code.toLowerCase()}`}
              className="inline-flex items-center gap-2 font-semibold text-brand-600 hover:underline"
            >
              <Flag code={c.code} />
              {c.name}
            </Link>
            <span className="ml-2 font-mono text-xs text-slate-500">{c.code}</span>
          </td>
          <td className={`${staffCellClass} text-slate-600`}>{c.groups.join(', ') || '—'}</td>
          <td className={staffCellClass}>
            <span className={c.activeTariffs === 0 ? 'font-semibold text-red-700' : ''}>
              {c.activeTariffs}
            </span>
            {c.retiredTariffs > 0 ? (
              <span className="block text-xs text-slate-500">снято: {c.retiredTariffs}</span>
            ) : null}
          </td>
          <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
            {number.format(c.textLength)} симв.
          </td>
          <td className={staffCellClass}>
            {c.sample ? (
              <span className="inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                Загружен, {c.sample.toUpperCase()}
              </span>
            ) : (
              <span className="text-xs text-slate-500">Автоматический</span>
            )}
          </td>
          <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
            <StaffTime iso={c.updatedAt} />
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
