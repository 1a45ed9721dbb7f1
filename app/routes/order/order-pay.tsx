import { data, Link, redirect, redirectDocument } from 'react-router';
import { tryDomain } from '../../lib/domain-result.server';
import { orderPagePath, orderToken } from '../../lib/order-token';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/order-pay';

/** «Оплатить»: on to the provider's payment page, or back to the order when it is paid. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = orderToken(request);
  const result = await tryDomain(() => context.services.payments.start(params.number, token));
  if (!result.ok)
    return data(
      { message: result.message, back: orderPagePath(params.number, token) },
      { status: result.status },
    );
  if (result.value.kind === 'paid') return redirect(orderPagePath(params.number, token));
  // Another site: a full page load, not a client-side navigation.
  return redirectDocument(result.value.url);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return redirect(orderPagePath(params.number, orderToken(request)));
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, { title: 'Оплата заказа', description: 'Оплата отчёта.', noindex: true });
}

/** Shown only when the payment could not start (without JavaScript, or on a failure). */
export default function OrderPayProblem({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">Оплата не началась</h1>
      <p role="alert" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-slate-800">
        {actionData?.message ?? 'Не удалось начать оплату.'}
      </p>
      {actionData?.back ? (
        <Link
          to={actionData.back}
          className="mt-6 inline-block font-medium text-brand-700 underline"
        >
          Вернуться к заказу
        </Link>
      ) : null}
    </div>
  );
}
