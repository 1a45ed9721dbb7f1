import { data, Link, redirect, useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import {
  CUSTOMER_CANCEL_MESSAGES,
  CustomerCancelRequest,
} from '../../../contracts/customer-cancel';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { REPORT_LANGUAGE_LABELS } from '../../../contracts/order';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contracts/order-status';
import { formatPhone } from '../../../contracts/phone';
import { Flag } from '../../components/flag';
import { OrderConfirmation } from '../../components/order/order-confirmation';
import { MY_ORDERS_LINK } from '../../components/layout/navigation';
import { OrderPaymentPanel } from '../../components/order/order-payment-panel';
import { CustomerCancel } from '../../components/order/customer-cancel';
import { OrderStatusNote } from '../../components/order/order-status-note';
import { FormAlert } from '../../components/form-alert';
import { tryDomain } from '../../lib/domain-result.server';
import { formTexts } from '../../lib/form-values';
import { orderToken } from '../../lib/order-token';
import { validateForm } from '../../lib/zod-form';
import { StatusTimeline } from '../../components/order/status-timeline';
import { formatDate } from '../../../contracts/dates';
import { orderPagePath, PLACED_PARAM } from '../../lib/order-token';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/order-status';
import { normalizeBaseUrl } from '../../../contracts/base-url';
import { MESSAGES } from '../../../contracts/messages';
import { ScreeningBadge } from '../../components/sanctions/screening-badge';
import { screenOrderedCompany } from '../../lib/order-screening.server';

/** The customer's private order page: the link's token is the only key, so a wrong one is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const token = query.get('token');
  const [order, payment] = await Promise.all([
    context.services.orders.getView(params.number, token),
    context.services.payments.orderView(params.number, token),
  ]);
  if (!order || !payment)
    throw new Response(MESSAGES.orderNotFound, {
      status: 404,
      headers: { 'X-Robots-Tag': 'noindex' },
    });
  const screening = await screenOrderedCompany(context.services.screening, {
    ...order.company,
    countryCode: order.country.code,
  });
  return {
    ...order,
    payment,
    screening,
    token: token ?? '',
    // Landed on from the order form: the confirmation stays in the address, so a reload shows it.
    isJustPlaced: query.has(PLACED_PARAM),
    isConfirmingCancel: query.get('cancel') === '1',
    isJustCancelled: query.get('cancelled') === '1',
    isMailDelivered: context.services.isMailDelivered,
  };
}

/** «Отменить заказ», confirmed: the customer cancels through the core's one cancelling code. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = orderToken(request);
  const checked = validateForm(CustomerCancelRequest, formTexts(await request.formData()));
  if (!checked.data) {
    const message =
      Object.values(checked.errors ?? {})[0] ?? CUSTOMER_CANCEL_MESSAGES.notCancellable;
    return data({ message }, { status: 400 });
  }
  const input = checked.data;
  const result = await tryDomain(() =>
    context.services.orders.cancelByCustomer(params.number, token, input, context.client),
  );
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  const done = new URLSearchParams({ token: token ?? '', cancelled: '1' });
  return redirect(`/orders/${encodeURIComponent(params.number)}?${done.toString()}`);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: `Заказ № ${args.params.number}`,
    description: 'Статус заказа на отчёт о компании.',
    noindex: true,
  });
}

/** What the price means for the order as it stands: owed later, owed now, paid or not owed. */
const PAYMENT_NOTES: Record<OrderStatus, string> = {
  new: 'оплата после готовности отчёта',
  in_progress: 'оплата после готовности отчёта',
  ready: 'к оплате: отчёт готов',
  paid: 'оплачено',
  refunded: 'оплачено, деньги возвращены',
  cancelled: 'заказ отменён, оплата не нужна',
};

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

export default function OrderStatusPage({ loaderData: order, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const isOpen = order.status === 'new' || order.status === 'in_progress';
  const base = root ? normalizeBaseUrl(root.site.publicBaseUrl) : '';
  const privateLink = `${base}${orderPagePath(order.number, order.token)}`;
  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-slate-500">Заказ от {formatDate(order.createdAt)}</p>
        <Link
          to={MY_ORDERS_LINK.to}
          className="font-medium text-brand-700 underline"
          data-testid="order-my-orders"
        >
          Все ваши заказы — «{MY_ORDERS_LINK.label}»
        </Link>
      </div>
      <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">
        Заказ № {order.number}
        {order.isJustPlaced ? ' оформлен' : ''}
      </h1>
      {order.isJustPlaced ? (
        <OrderConfirmation
          email={order.email}
          expectedReadyDate={order.expectedReadyDate}
          isConfirmationMailed={order.isConfirmationMailed}
          privateLink={privateLink}
        />
      ) : null}
      <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-6">
        <p className="text-sm text-brand-700">Статус</p>
        <p className="mt-1 text-2xl font-bold text-ink" data-testid="order-status">
          {ORDER_STATUS_LABELS[order.status]}
        </p>
        <OrderStatusNote order={order} />
        {isOpen ? (
          <p className="mt-3 font-medium text-ink">
            Ожидаемая дата готовности:{' '}
            <span data-testid="expected-date">{formatDate(order.expectedReadyDate)}</span>
          </p>
        ) : null}
        {order.status === 'new' || order.status === 'in_progress' ? (
          <CustomerCancel
            number={order.number}
            token={order.token}
            status={order.status}
            isConfirming={order.isConfirmingCancel || Boolean(actionData?.message)}
            message={actionData?.message ?? null}
          />
        ) : null}
        {order.isJustCancelled && order.status === 'cancelled' ? (
          <p role="status" className="mt-3 font-medium text-ink" data-testid="cancel-done">
            {CUSTOMER_CANCEL_MESSAGES.done}
          </p>
        ) : null}
        {actionData?.message && !isOpen ? (
          <div className="mt-3">
            <FormAlert>{actionData.message}</FormAlert>
          </div>
        ) : null}
      </div>
      <OrderPaymentPanel
        number={order.number}
        token={order.token}
        price={order.tariff.price}
        currency={order.tariff.currency}
        view={order.payment}
        isMailDelivered={order.isMailDelivered}
      />
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,1fr)_300px]">
        <section
          aria-labelledby="order-details"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="order-details" className="text-lg font-bold text-ink">
            Детали заказа
          </h2>
          <dl className="mt-3 divide-y divide-slate-100">
            <Detail label="Компания">
              <span className="font-bold">{order.company.name}</span>
              {order.company.regCode ? (
                <span className="block text-sm text-slate-600">
                  Рег. номер: {order.company.regCode}
                </span>
              ) : null}
              {order.company.address ? (
                <span className="block text-sm text-slate-600">{order.company.address}</span>
              ) : null}
              {order.screening ? (
                <span className="mt-2 block">
                  <ScreeningBadge {...order.screening} />
                </span>
              ) : null}
            </Detail>
            <Detail label="Страна">
              <span className="inline-flex items-center gap-2">
                <Flag code={order.country.code} className="h-4 w-6" />
                {order.country.name}
              </span>
            </Detail>
            <Detail label="Тариф">
              {order.tariff.name} · {formatTariffDuration(order.tariff)}
            </Detail>
            <Detail label="Стоимость">
              <span data-testid="order-payment-note">
                {formatPrice(order.tariff.price, order.tariff.currency)} —{' '}
                {PAYMENT_NOTES[order.status]}
              </span>
            </Detail>
            <Detail label="Язык отчёта">
              {order.language === 'other'
                ? order.languageOther
                : REPORT_LANGUAGE_LABELS[order.language]}
            </Detail>
            <Detail label="Контакт">
              {order.contactName}, {order.email},{' '}
              <span className="whitespace-nowrap">{formatPhone(order.phone)}</span>
              {order.organisation || order.inn ? (
                <span className="block text-sm text-slate-600">
                  {[order.organisation, order.inn && `ИНН ${order.inn}`].filter(Boolean).join(', ')}
                </span>
              ) : null}
            </Detail>
            {order.comment ? (
              <Detail label="Комментарий">
                <span className="whitespace-pre-line">{order.comment}</span>
              </Detail>
            ) : null}
          </dl>
        </section>
        <section
          aria-labelledby="order-timeline"
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="order-timeline" className="mb-5 text-lg font-bold text-ink">
            Ход заказа
          </h2>
          <StatusTimeline status={order.status} history={order.history} />
        </section>
      </div>
    </div>
  );
}
