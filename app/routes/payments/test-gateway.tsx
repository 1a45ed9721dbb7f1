import { data, Form, redirectDocument } from 'react-router';
import { formatPrice } from '../../../contracts/tariff-duration';
import { TestSiteBanner } from '../../components/layout/test-site-banner';
import type { Route } from './+types/test-gateway';

const OUTCOMES = ['succeeded', 'canceled', 'pending'] as const;

/** The built-in test gateway's payment page: the tester decides what the "bank" answers. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const gateway = context.services.payments.testGateway;
  const payment = gateway.isEnabled ? await gateway.get(params.id) : null;
  if (!payment) throw new Response('Тестовый платёж не найден', { status: 404 });
  return payment;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const outcome = String((await request.formData()).get('outcome'));
  if (!OUTCOMES.includes(outcome as (typeof OUTCOMES)[number])) {
    return data({ message: 'Выберите исход платежа' }, { status: 400 });
  }
  const decided = await context.services.payments.testGateway.decide(
    params.id,
    outcome as (typeof OUTCOMES)[number],
  );
  if (!decided) throw new Response('Тестовый платёж не найден', { status: 404 });
  // The gateway is a page of this very site: back to the return address's path here, so the
  // redirect stays within `form-action 'self'` whatever origin PUBLIC_BASE_URL names.
  const back = new URL(decided.returnUrl, request.url);
  return redirectDocument(`${back.pathname}${back.search}`);
}

export function meta() {
  return [{ title: 'Тестовый платёжный шлюз' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function TestGateway({ loaderData: payment, actionData }: Route.ComponentProps) {
  const isOpen = payment.status === 'pending';
  return (
    <>
      <TestSiteBanner />
      <div className="mx-auto max-w-xl px-6 py-12">
        <div className="rounded-2xl border-4 border-dashed border-amber-500 bg-amber-50 p-8">
          <p className="text-sm font-bold tracking-wide text-amber-900 uppercase">
            Тестовый режим — деньги не списываются
          </p>
          <h1 className="mt-2 text-2xl font-bold text-ink">Тестовый платёжный шлюз</h1>
          <p className="mt-4 text-slate-800">{payment.description}</p>
          <p className="mt-2 text-3xl font-bold text-ink">
            {/* The provider's amount is a decimal string («7900.00»): shown as prices are. */}
            {formatPrice(Number(payment.amount), payment.currency)}
          </p>
          {actionData?.message ? (
            <p role="alert" className="mt-4 text-red-700">
              {actionData.message}
            </p>
          ) : null}
          {isOpen ? (
            <Form method="post" className="mt-6 grid gap-3">
              <p className="text-sm text-slate-700">Выберите, что ответит «банк»:</p>
              <button
                name="outcome"
                value="succeeded"
                className="rounded-lg bg-emerald-600 px-5 py-3 font-semibold text-white hover:bg-emerald-700"
              >
                Оплата прошла
              </button>
              <button
                name="outcome"
                value="canceled"
                className="rounded-lg bg-red-600 px-5 py-3 font-semibold text-white hover:bg-red-700"
              >
                Отказ банка (недостаточно средств)
              </button>
              <button
                name="outcome"
                value="pending"
                className="rounded-lg border border-slate-400 bg-white px-5 py-3 font-semibold text-ink hover:bg-slate-50"
              >
                Оставить в обработке
              </button>
            </Form>
          ) : (
            <p className="mt-6 font-semibold text-ink">
              Платёж уже {payment.status === 'succeeded' ? 'проведён' : 'отклонён'}.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
