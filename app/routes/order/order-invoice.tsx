import { BuyerDetailsPage } from '../../components/order/buyer-details-page';
import { buyerDetailsAction } from '../../lib/buyer-details-action.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/order-invoice';

/** «Выставить счёт»: the company's details checked, the invoice numbered and e-mailed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return buyerDetailsAction(
    request,
    params.number,
    (token, input) => context.services.payments.requestInvoice(params.number, token, input),
    { isMailed: context.services.isMailDelivered },
  );
}

// No loader that redirects to the order: after a refused send (400) without JavaScript React
// Router runs the route's loaders to render this page, and such a redirect swallowed the
// messages. A plain visit shows the empty form with the way back to the order.

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Счёт на оплату',
    description: 'Счёт на оплату отчёта.',
    noindex: true,
  });
}

/** The form again with its messages, for a browser without JavaScript. */
export default function InvoiceProblem({ actionData, params }: Route.ComponentProps) {
  return (
    <BuyerDetailsPage
      title="Счёт на оплату"
      number={params.number}
      route="invoice"
      actionData={actionData}
    />
  );
}
