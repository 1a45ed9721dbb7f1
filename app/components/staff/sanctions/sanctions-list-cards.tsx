import { formatDate } from '../../../../contracts/dates';
import {
  SANCTIONS_DATE_SOURCE_LABELS,
  type StaffSanctionsList,
} from '../../../../contracts/staff/sanctions';
import { StaffTime } from '../staff-ui';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** «⚠ Устарел»: a word and a sign, not a colour alone. */
function StaleMark({ maxAgeDays }: { maxAgeDays: number }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-bold whitespace-nowrap text-amber-900"
      title={`Список старше ${maxAgeDays} дн.: в нём может не быть последних включений`}
    >
      <span aria-hidden="true">⚠</span>
      Устарел
    </span>
  );
}

/** Each official list: its own date and where that date came from, when imported, how big. */
export function SanctionsListCards({
  lists,
  maxAgeDays,
}: {
  lists: StaffSanctionsList[];
  maxAgeDays: number;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Списки">
      {lists.map((list) => (
        <li
          key={list.code}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid={`sanctions-list-${list.code}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="font-bold text-ink">{list.name}</h3>
            {!list.loaded ? (
              <span className="inline-flex rounded-full border border-red-300 bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-800">
                Не загружен
              </span>
            ) : list.stale ? (
              <StaleMark maxAgeDays={maxAgeDays} />
            ) : (
              <span className="inline-flex rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900">
                Актуален
              </span>
            )}
          </div>
          {list.loaded ? (
            <dl className="mt-3 divide-y divide-slate-100">
              <Row label="Дата списка">
                <span className="font-semibold">{formatDate(list.publishedAt)}</span>
                <span className="block text-slate-500">
                  {SANCTIONS_DATE_SOURCE_LABELS[list.publishedAtSource]}
                </span>
              </Row>
              <Row label="Загружен">
                <StaffTime iso={list.importedAt} />
              </Row>
              <Row label="Записей">{list.entries.toLocaleString('ru-RU')}</Row>
              <Row label="Источник">
                <span className="break-all">{list.source}</span>
              </Row>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              Список ещё ни разу не загружался: проверка компаний идёт без него.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
