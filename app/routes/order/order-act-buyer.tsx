import { BuyerDetailsPage } from '../../components/order/buyer-details-page';
import { ACT_BUYER_TEXTS } from '../../components/order/invoice-form';
import { buyerDetailsAction } from '../../lib/buyer-details-action.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/order-act-buyer';

/** «Реквизиты для акта»: after an online payment, the buyer's details the act will print. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return buyerDetailsAction(request, params.number, (token, input) =>
    context.services.payments.setActBuyer(params.number, token, input),
  );
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
  return (
    <BuyerDetailsPage
      title="Реквизиты для акта"
      number={params.number}
      route="act-buyer"
      texts={ACT_BUYER_TEXTS}
      actionData={actionData}
    />
  );
}
