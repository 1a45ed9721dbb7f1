import { formatDate } from '../../../../contracts/dates';
import type { ScreeningList } from '../../../../contracts/screening';

/** Each list checked against: its name, its own publication date, its size, and if it is old. */
export function ScreeningListsTable({ lists }: { lists: ScreeningList[] }) {
  if (!lists.length) {
    return (
      <p className="rounded-xl bg-amber-50 px-4 py-3 text-slate-800 ring-1 ring-amber-200">
        Санкционные списки ещё не загружены: проверить компанию пока не по чему.
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm" data-testid="screening-lists">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-2.5 mobile:px-3 font-semibold">
              Список
            </th>
            <th scope="col" className="px-4 py-2.5 mobile:px-3 font-semibold">
              Опубликован
            </th>
            <th scope="col" className="px-4 py-2.5 mobile:px-3 text-right font-semibold">
              Записей
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {lists.map((list) => (
            <tr key={list.code} data-list={list.code}>
              <th scope="row" className="px-4 py-2.5 mobile:px-3 font-medium text-ink">
                {list.name}
              </th>
              <td className="px-4 py-2.5 text-slate-700 mobile:px-3">
                {/* The date kept whole; on a phone the mark goes under it. */}
                <span className="whitespace-nowrap">{formatDate(list.publishedAt)}</span>
                {list.stale ? (
                  <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 mobile:mt-1 mobile:ml-0">
                    устарел
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-2.5 mobile:px-3 text-right text-slate-700 tabular-nums">
                {list.entries.toLocaleString('ru-RU')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
