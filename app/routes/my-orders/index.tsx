import { data, Form, Link, useNavigation } from 'react-router';
import { CUSTOMER_MAIL_TEXTS, mailText } from '../../../contracts/mail-delivery';
import { MyOrdersRequest } from '../../../contracts/my-orders';
import { ORDER_STATUS_LABELS } from '../../../contracts/order-status';
import { formatPrice } from '../../../contracts/tariff-duration';
import { TextField } from '../../components/form-field';
import { customerSessionToken } from '../../lib/customer-session.server';
import { formatDate } from '../../../contracts/dates';
import { seoMeta } from '../../lib/seo';
import { validateForm } from '../../lib/zod-form';
import type { Route } from './+types/index';

/** "My orders": the list for a signed-in address, or the form that sends a one-time link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const email = await context.services.myOrders.session(customerSessionToken(request, context));
  if (!email) return { email: null, orders: [] };
  return { email, orders: await context.services.myOrders.list(email) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = validateForm(MyOrdersRequest, { email: String(form.get('email') ?? '') });
  if (!checked.data)
    return data({ error: checked.errors.email ?? null, sent: false }, { status: 400 });
  await context.services.myOrders.requestLink(checked.data.email);
  return { error: null, sent: true, isMailed: context.services.isMailDelivered };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Мои заказы',
    description:
      'Все ваши заказы отчётов, их статусы, отчёты и документы — по ссылке из письма, без пароля.',
    noindex: true,
  });
}

function RequestLink({ actionData }: { actionData: Route.ComponentProps['actionData'] }) {
  const navigation = useNavigation();
  if (actionData?.sent) {
    return (
      <p role="status" className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800">
        {mailText(
          CUSTOMER_MAIL_TEXTS.myOrdersLink,
          'isMailed' in actionData && actionData.isMailed,
        )}
      </p>
    );
  }
  return (
    <Form method="post" className="mt-6 max-w-md space-y-4" noValidate>
      <TextField
        label="E-mail, указанный в заказе"
        name="email"
        type="email"
        autoComplete="email"
        error={actionData?.error ?? undefined}
      />
      <button
        type="submit"
        disabled={navigation.state !== 'idle'}
        className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Получить ссылку для входа
      </button>
    </Form>
  );
}

export default function MyOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { email, orders } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Мои заказы</h1>
      {!email ? (
        <>
          <p className="mt-4 max-w-2xl text-slate-700">
            Пароль не нужен: укажите адрес, на который оформляли заказы, и мы пришлём ссылку для
            входа. По ней откроются все ваши заказы — со статусами, отчётами, счетами и актами.
          </p>
          <RequestLink actionData={actionData} />
        </>
      ) : (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-4 text-slate-600">
            <span>Заказы на адрес {email}</span>
            <Form method="post" action="/my-orders/logout">
              <button type="submit" className="text-brand-700 underline">
                Выйти
              </button>
            </Form>
          </div>
          {orders.length === 0 ? (
            <p className="mt-6 text-slate-700">Заказов на этот адрес пока нет.</p>
          ) : (
            <ul className="mt-6 space-y-4">
              {orders.map((order) => (
                <li key={order.number} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link
                      to={order.statusPath}
                      className="text-lg font-bold text-brand-700 underline"
                    >
                      Заказ № {order.number}
                    </Link>
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
                      {ORDER_STATUS_LABELS[order.status]}
                    </span>
                  </div>
                  <p className="mt-2 text-slate-800">
                    {order.companyName} · {order.countryName}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {formatDate(order.createdAt)} · {order.tariffName} ·{' '}
                    {formatPrice(order.price, order.currency)}
                  </p>
                  {order.files.length || order.documents.length ? (
                    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
                      {order.files.map((f) => (
                        <li key={f.id}>
                          <a
                            href={`/orders/${order.number}/files/${f.id}${order.statusPath.slice(order.statusPath.indexOf('?'))}`}
                            className="text-brand-700 underline"
                          >
                            {f.kind === 'report' ? 'Отчёт' : 'Приложение'}: {f.fileName}
                          </a>
                        </li>
                      ))}
                      {order.documents.map((d) => (
                        <li key={d.kind}>
                          <a href={d.path} className="text-brand-700 underline">
                            {d.kind === 'invoice' ? 'Счёт на оплату' : 'Акт оказанных услуг'}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
