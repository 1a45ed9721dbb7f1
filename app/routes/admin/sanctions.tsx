import { z } from 'zod';
import { hasRole } from '../../../contracts/staff/roles';
import type { SanctionsActionData } from '../../components/staff/sanctions/sanctions-action-data';
import { SanctionsHistoryTable } from '../../components/staff/sanctions/sanctions-history-table';
import { SanctionsListCards } from '../../components/staff/sanctions/sanctions-list-cards';
import { SanctionsUpdatePanel } from '../../components/staff/sanctions/sanctions-update-panel';
import { StaffPageHeader, StaffPagination } from '../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../lib/require-staff.server';
import { staffMeta } from '../../lib/staff-meta';
import { sanctionsAction } from './sanctions-action.server';
import type { Route } from './+types/sanctions';

const PageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

/**
 * `/admin1515/sanctions`: the official lists screening runs against, their dates and sizes,
 * the import history; admins run the update from here, managers only look.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const page = PageParam.parse(url.searchParams.get('page') ?? 1);
  return {
    overview: await context.services.staff.sanctions.overview(actor, page),
    canUpdate: hasRole(actor, 'admin'),
    search: url.searchParams.toString(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return sanctionsAction(context.services.staff.sanctions, actor, await formFields(request));
}

export const meta = () => staffMeta('Санкционные списки');

export default function SanctionsLists({ loaderData, actionData }: Route.ComponentProps) {
  const { overview, canUpdate, search } = loaderData;
  const result = actionData as SanctionsActionData | undefined;
  return (
    <>
      <StaffPageHeader title="Санкционные списки">
        Официальные списки, по которым проверяются компании на сайте. Список старше{' '}
        {overview.maxAgeDays} дн. отмечен устаревшим: в нём может не быть последних включений.
      </StaffPageHeader>
      <SanctionsUpdatePanel canUpdate={canUpdate} result={result} />
      <section aria-labelledby="sanctions-lists-heading" className="mb-8">
        <h2 id="sanctions-lists-heading" className="mb-3 text-lg font-bold text-ink">
          Загруженные списки
        </h2>
        <SanctionsListCards lists={overview.lists} maxAgeDays={overview.maxAgeDays} />
      </section>
      <section aria-labelledby="sanctions-history-heading">
        <h2 id="sanctions-history-heading" className="mb-3 text-lg font-bold text-ink">
          История загрузок
        </h2>
        {overview.history.length ? (
          <SanctionsHistoryTable history={overview.history} />
        ) : (
          <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
            Списки ещё не загружались.
          </p>
        )}
        <StaffPagination
          page={overview.page}
          pageSize={overview.pageSize}
          total={overview.historyTotal}
          search={new URLSearchParams(search)}
        />
      </section>
    </>
  );
}
