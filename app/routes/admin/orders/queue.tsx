import { OrderQueueFilter } from '../../../../contracts/staff/orders';
import { QueueFilter } from '../../../components/staff/orders/queue-filter';
import { QueueTable } from '../../../components/staff/orders/queue-table';
import { QueueTabs } from '../../../components/staff/orders/queue-tabs';
import { StaffPageHeader, StaffPagination } from '../../../components/staff/staff-ui';
import { pluralRu } from '../../../lib/plural-ru';
import { requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import type { Route } from './+types/queue';

/** `/admin1515/company_reports`: the work queue, filters and search in the URL. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const filter = OrderQueueFilter.parse(Object.fromEntries(url.searchParams));
  return {
    page: await context.services.staff.orders.queue(actor, filter),
    search: url.searchParams.toString(),
  };
}

export const meta = () => staffMeta('Заказы');

export default function OrderQueue({ loaderData }: Route.ComponentProps) {
  const { page, search } = loaderData;
  const from = (page.page - 1) * page.pageSize + 1;
  const { filter } = page;
  const isFiltered = Boolean(
    filter.q || filter.country || filter.tariff || filter.from || filter.to,
  );
  return (
    <>
      <StaffPageHeader title="Заказы">
        Открытые заказы сверху, самые срочные первыми; готовые и отменённые — ниже.
      </StaffPageHeader>
      <QueueTabs page={page} />
      <QueueFilter page={page} />
      {page.rows.length > 0 ? (
        <>
          <p className="mb-2 text-sm text-slate-600" role="status">
            {page.total > page.pageSize
              ? `Заказы ${from}–${from + page.rows.length - 1} из ${page.total}`
              : `${page.total} ${pluralRu(page.total, ['заказ', 'заказа', 'заказов'])}`}
          </p>
          <QueueTable page={page} />
        </>
      ) : (
        <p
          role="status"
          className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600"
        >
          {page.counts.all === 0 && !isFiltered
            ? 'Заказов пока нет.'
            : 'Заказов с такими условиями нет. Измените поиск или сбросьте фильтры.'}
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
