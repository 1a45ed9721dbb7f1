import { diffFields, formatValue } from './audit-diff';

/** Field names the snapshots use most, in Russian; others show as stored. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Имя',
  email: 'E-mail',
  role: 'Роль',
  isActive: 'Доступ открыт',
  status: 'Статус',
  note: 'Заметка',
  text: 'Текст',
  answeredAt: 'Когда отвечен',
  answeredBy: 'Кто ответил',
  attempts: 'Попыток',
  lastError: 'Последняя ошибка',
  price: 'Цена',
  currency: 'Валюта',
  minDays: 'Срок от',
  maxDays: 'Срок до',
  content: 'Текст',
  author: 'Автор',
  organisation: 'Организация',
  rating: 'Оценка',
};

const valueClass =
  'max-h-48 overflow-auto rounded bg-slate-50 px-2 py-1 font-sans text-xs whitespace-pre-wrap break-words';

function Value({ value }: { value: unknown }) {
  return <pre className={valueClass}>{formatValue(value)}</pre>;
}

/** «Что изменилось»: the changed fields side by side, or both snapshots whole. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) {
    return null;
  }
  const diff = diffFields(before, after);
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-xs font-semibold text-brand-700">
        {diff ? `Что изменилось (${diff.changed.length})` : 'Данные до и после'}
      </summary>
      {diff ? (
        diff.changed.length > 0 ? (
          <table className="mt-2 w-full table-fixed text-xs">
            <caption className="sr-only">Изменённые поля</caption>
            <thead className="text-left text-slate-500">
              <tr>
                <th scope="col" className="w-1/4 py-1 pr-2 font-semibold">
                  Поле
                </th>
                <th scope="col" className="py-1 pr-2 font-semibold">
                  Было
                </th>
                <th scope="col" className="py-1 font-semibold">
                  Стало
                </th>
              </tr>
            </thead>
            <tbody>
              {diff.changed.map((row) => (
                <tr key={row.field} className="align-top">
                  <th
                    scope="row"
                    className="py-1 pr-2 text-left font-normal break-words text-slate-600"
                  >
                    {FIELD_LABELS[row.field] ?? row.field}
                  </th>
                  <td className="py-1 pr-2">
                    <Value value={row.before} />
                  </td>
                  <td className="py-1">
                    <Value value={row.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-xs text-slate-600">Поля не изменились.</p>
        )
      ) : (
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          <div>
            <p className="mb-1 text-xs text-slate-500">Было</p>
            <Value value={before} />
          </div>
          <div>
            <p className="mb-1 text-xs text-slate-500">Стало</p>
            <Value value={after} />
          </div>
        </div>
      )}
      {diff && diff.unchanged > 0 ? (
        <p className="mt-1 text-xs text-slate-500">Без изменений полей: {diff.unchanged}</p>
      ) : null}
    </details>
  );
}
