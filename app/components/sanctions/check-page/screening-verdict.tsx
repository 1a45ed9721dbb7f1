import type { ScreeningCheckResponse } from '../../../../contracts/screening';
import { SCREENING_STATUS_TEXT } from '../../../../contracts/screening-status';
import { ClearIcon, MatchIcon, PossibleIcon } from '../screening-icons';
import { formatCheckMoment } from './check-moment';

const VERDICT = {
  clear: {
    Icon: ClearIcon,
    box: 'border-teal-200 bg-slate-50',
    icon: 'text-teal-700',
    note: 'Ни одна запись загруженных списков не похожа на эту компанию.',
  },
  possible: {
    Icon: PossibleIcon,
    box: 'border-amber-300 bg-amber-50',
    icon: 'text-amber-600',
    note: 'Есть записи, похожие на эту компанию, но сходство неполное. Сверьте их с реквизитами компании ниже.',
  },
  match: {
    Icon: MatchIcon,
    box: 'border-red-300 bg-red-50',
    icon: 'text-red-600',
    note: 'Компания совпадает с записью санкционного списка. Платёж такой компании банки, как правило, блокируют.',
  },
} as const;

/** The overall result of a check, in words, with the moment it was made. */
export function ScreeningVerdict({ result }: { result: ScreeningCheckResponse }) {
  const look = VERDICT[result.status];
  return (
    <div
      data-testid="screening-verdict"
      data-screening={result.status}
      className={`flex gap-4 rounded-2xl border p-5 ${look.box}`}
    >
      <look.Icon className={`h-8 w-8 ${look.icon}`} />
      <div>
        <p className="text-xl font-bold text-ink">{SCREENING_STATUS_TEXT[result.status]}</p>
        <p className="mt-1 text-slate-700">{look.note}</p>
        <p className="mt-2 text-sm text-slate-600">
          Проверка выполнена {formatCheckMoment(result.checkedAt)}
          {result.matches.length ? `; найдено записей: ${result.matches.length}` : ''}.
        </p>
      </div>
    </div>
  );
}
