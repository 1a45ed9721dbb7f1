import { FOREIGN_PRICE_MESSAGES, isRoublePrice } from '../../../../contracts/roubles';
import { data } from 'react-router';
import { STAFF_ORDER_MESSAGES } from '../../../../contracts/staff/orders';
import { CompanyFacts, OrderFacts } from '../../../components/staff/orders/order-facts';
import type { OrderActionData } from '../../../components/staff/orders/order-action-data';
import { OrderStatusBadge, OverdueBadge } from '../../../components/staff/orders/order-badges';
import { OrderFiles } from '../../../components/staff/orders/order-files';
import { OrderHistory } from '../../../components/staff/orders/order-history';
import { OrderMailList } from '../../../components/staff/orders/order-mail-list';
import { OrderNextStep } from '../../../components/staff/orders/order-next-step';
import { OrderNotes } from '../../../components/staff/orders/order-notes';
import { OrderPayments } from '../../../components/staff/orders/order-payments';
import { OrderScreeningPanel } from '../../../components/staff/orders/order-screening';
import { QUEUE_PATH } from '../../../components/staff/orders/queue-link';
import { StaffNotice, StaffPageHeader } from '../../../components/staff/staff-ui';
import { requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import { orderAction } from './order-action.server';
import { screenOrderCompany } from './order-screening.server';
import type { Route } from './+types/order';

/** `/admin1515/company_reports/{number}`: one order, its moves, files, notes and e-mails. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const order = await context.services.staff.orders.get(actor, params.number);
  if (!order) throw data({ message: STAFF_ORDER_MESSAGES.notFound }, { status: 404 });
  const [payments, screening] = await Promise.all([
    context.services.payments.staff.history(params.number),
    screenOrderCompany(context.services.screening, order),
  ]);
  return { order, payments, screening };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return orderAction(
    context.services.staff.orders,
    context.services.payments.staff,
    actor,
    request,
    params.number,
  );
}

export const meta = ({ params }: Route.MetaArgs) => staffMeta(`Заказ № ${params.number}`);

/** An unpaid order placed at a price in another currency: neither paid online nor invoiced. */
const isUnpayable = (order: { status: string; tariff: { currency: string } }) =>
  ['new', 'in_progress', 'ready'].includes(order.status) && !isRoublePrice(order.tariff.currency);

export default function StaffOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { order, payments, screening } = loaderData;
  const result = actionData as OrderActionData | undefined;
  return (
    <>
      <StaffPageHeader
        title={`Заказ № ${order.number}`}
        back={{ to: QUEUE_PATH, label: 'Все заказы' }}
      >
        <span className="flex flex-wrap items-center gap-2" data-testid="order-state">
          <OrderStatusBadge status={order.status} />
          {order.isOverdue ? (
            <OverdueBadge dueDate={order.expectedReadyDate} today={order.today} />
          ) : null}
          <span className="text-sm">
            {order.company.name} · {order.country.name}
          </span>
        </span>
      </StaffPageHeader>
      {result?.message ? (
        <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
      ) : null}
      {isUnpayable(order) ? (
        <StaffNotice kind="error">{FOREIGN_PRICE_MESSAGES.staffOrder}</StaffNotice>
      ) : null}
      <OrderNextStep order={order} result={result} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <CompanyFacts order={order} />
          <OrderScreeningPanel screening={screening} />
          <OrderFacts order={order} />
          <OrderNotes order={order} result={result} />
        </div>
        <div className="min-w-0 space-y-6">
          <OrderFiles order={order} result={result} />
          {payments ? <OrderPayments order={order} history={payments} result={result} /> : null}
          <OrderHistory order={order} />
          <OrderMailList order={order} />
        </div>
      </div>
    </>
  );
}
