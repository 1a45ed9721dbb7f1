import { isSanctionsListCode, type SanctionsListCode } from '../../../../contracts/sanctions-lists';
import type { StaffSanctionsImport } from '../../../../contracts/staff/sanctions';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { OutcomeBadge } from './outcome-badge';

/** Short names, so the table stays readable on a phone; the cards above give the full ones. */
const SHORT_NAMES: Record<SanctionsListCode, string> = {
  'ofac-sdn': 'OFAC SDN',
  'ofac-cons': 'OFAC Consolidated',
  eu: 'ЕС',
  uk: 'Великобритания',
  un: 'ООН',
};

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('ru-RU'));

/** Every import attempt, newest first: who ran it, what came of it and why. */
export function SanctionsHistoryTable({ history }: { history: StaffSanctionsImport[] }) {
  return (
    <StaffTable
      caption="История загрузок санкционных списков"
      headers={['Время', 'Список', 'Кто', 'Итог', 'Записей было → стало', 'Сообщение']}
    >
      {history.map((h) => (
        <tr key={h.id} data-testid="sanctions-import">
          <td className={`${staffCellClass} whitespace-nowrap`}>
            <StaffTime iso={h.at} />
          </td>
          <td className={staffCellClass}>
            {isSanctionsListCode(h.list) ? SHORT_NAMES[h.list] : h.list}
          </td>
          <td className={`${staffCellClass} min-w-36 break-words`}>{h.actor}</td>
          <td className={staffCellClass}>
            <OutcomeBadge outcome={h.outcome} />
          </td>
          <td className={`${staffCellClass} whitespace-nowrap`}>
            {count(h.countBefore)} → {count(h.countAfter)}
          </td>
          <td className={`${staffCellClass} min-w-64`}>
            {h.message}
            <span className="mt-1 block text-xs break-all text-slate-500">{h.source}</span>
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
