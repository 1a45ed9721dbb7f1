import { data, Link, redirect, useLocation } from 'react-router';
import { InvoiceRequest } from '../../../contracts/payments';
import { ACT_BUYER_TEXTS, InvoiceForm } from '../../components/order/invoice-form';
import { tryDomain } from '../../lib/domain-result.server';
import { formTexts } from '../../lib/form-values';
import { orderPagePath, orderToken } from '../../lib/order-token';
import { seoMeta } from '../../lib/seo';
import { validateForm } from '../../lib/zod-form';
import type { Route } from './+types/order-act-buyer';

/** «Реквизиты для акта»: after an online payment, the buyer's details the act will print. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const token = orderToken(request);
  const values = formTexts(await request.formData());
  const checked = validateForm(InvoiceRequest, values);
  if (!checked.data) return data({ errors: checked.errors, values, done: false }, { status: 400 });
  const result = await tryDomain(() =>
    context.services.payments.setActBuyer(params.number, token, checked.data),
  );
  if (!result.ok)
    return data({ message: result.message, values, done: false }, { status: result.status });
  // Without JavaScript the browser came here: back to the order, where the act now has them.
  if (request.headers.get('accept')?.includes('text/html'))
    return redirect(orderPagePath(params.number, token));
  return { done: true };
}

// No loader that redirects: after a refused send (400) React Router runs the route's loaders to
// render this page, and a redirect there would swallow the messages. A plain visit shows the
// empty form with the way back to the order.

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Реквизиты для акта',
    description: 'Реквизиты покупателя для акта.',
    noindex: true,
  });
}

/** The form again with its messages, for a browser without JavaScript. */
export default function ActBuyerProblem({ actionData, params }: Route.ComponentProps) {
  // The token of the private link travels in the query string.
  const { search } = useLocation();
  const values = actionData && 'values' in actionData ? actionData.values : {};
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">Реквизиты для акта</h1>
      <div className="mt-6">
        <InvoiceForm
          action={`/orders/${params.number}/act-buyer${search}`}
          texts={ACT_BUYER_TEXTS}
          defaults={{
            name: values.name ?? '',
            inn: values.inn ?? '',
            kpp: values.kpp,
            address: values.address,
          }}
          result={actionData ?? undefined}
        />
      </div>
      <Link
        to={`/orders/${params.number}${search}`}
        className="mt-6 inline-block text-brand-700 underline"
      >
        Вернуться к заказу
      </Link>
    </div>
  );
}
