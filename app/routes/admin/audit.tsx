import { AuditFilter } from '../../../contracts/staff/audit';
import { AuditFilterForm } from '../../components/staff/audit/audit-filter';
import { AuditTable } from '../../components/staff/audit/audit-table';
import { StaffPageHeader, StaffPagination } from '../../components/staff/staff-ui';
import { pluralRu, type RuForms } from '../../lib/plural-ru';
import { requireStaff } from '../../lib/require-staff.server';
import { staffMeta } from '../../lib/staff-meta';
import type { Route } from './+types/audit';

const ENTRY_FORMS: RuForms = ['запись', 'записи', 'записей'];

/** `/admin1515/audit` (admins only): every staff action, newest first, filtered by the URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const filter = AuditFilter.parse(Object.fromEntries(url.searchParams));
  const [page, users] = await Promise.all([
    context.services.staff.audit.list(actor, filter),
    context.services.staff.users.list(actor),
  ]);
  return { page, users, filter, search: url.searchParams.toString() };
}

export const meta = () => staffMeta('Журнал действий');

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { page, users, filter, search } = loaderData;
  const names = new Map(users.map((u) => [u.id, u.name]));
  return (
    <>
      <StaffPageHeader title="Журнал действий">
        Каждое действие сотрудников: кто, когда, что сделал и с каким объектом, с данными до и
        после. Записи не меняются и не удаляются.
      </StaffPageHeader>
      <AuditFilterForm
        filter={filter}
        users={users}
        objectTypes={page.objectTypes}
        actions={page.actions}
      />
      <p className="mb-2 text-sm text-slate-600" role="status">
        Найдено: {page.total} {pluralRu(page.total, ENTRY_FORMS)}
      </p>
      {page.entries.length > 0 ? (
        <AuditTable entries={page.entries} names={names} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          Записей с такими условиями нет.
        </p>
      )}
      <StaffPagination
        page={page.page}
        pageSize={page.pageSize}
        total={page.total}
        search={new URLSearchParams(search)}
      />
    </>
  );
}
