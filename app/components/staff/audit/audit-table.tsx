import { Link } from 'react-router';
import type { AuditEntryView } from '../../../../contracts/staff/audit';
import { staffCellClass, StaffTable, StaffTime } from '../staff-ui';
import { AuditChanges } from './audit-changes';
import { actionLabel, objectHref, objectLabel } from './audit-labels';

/** Entries newest first: when, who and from which address, what, on which object. */
export function AuditTable({
  entries,
  names,
}: {
  entries: AuditEntryView[];
  /** Current names of staff by id; the e-mail kept in the entry names anyone else. */
  names: Map<number, string>;
}) {
  return (
    <StaffTable caption="Журнал действий" headers={['Когда', 'Кто и откуда', 'Что', 'Объект']}>
      {entries.map((e) => {
        const href = objectHref(e.objectType, e.objectId);
        const label = objectLabel(e.objectType, e.objectId);
        const name = e.staffId ? names.get(e.staffId) : undefined;
        return (
          <tr key={e.id} className="align-top">
            <td className={`${staffCellClass} whitespace-nowrap text-slate-600`}>
              <StaffTime iso={e.at} />
            </td>
            <td className={`${staffCellClass} min-w-40`}>
              {name ? <span className="block font-medium text-ink">{name}</span> : null}
              <span className="block break-all text-slate-600">{e.staffEmail}</span>
              {e.ip ? (
                <span className="block font-mono text-xs text-slate-500">
                  <span className="sr-only">IP-адрес </span>
                  {e.ip}
                </span>
              ) : null}
            </td>
            <td className={`${staffCellClass} min-w-64`}>
              <span className="block text-ink">{e.summary || actionLabel(e.action)}</span>
              <span className="block text-xs text-slate-500">
                {actionLabel(e.action)} · <code>{e.action}</code>
              </span>
              <AuditChanges before={e.before} after={e.after} />
            </td>
            <td className={`${staffCellClass} whitespace-nowrap`}>
              {href ? (
                <Link to={href} className="text-brand-700 hover:underline">
                  {label}
                </Link>
              ) : (
                label
              )}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
