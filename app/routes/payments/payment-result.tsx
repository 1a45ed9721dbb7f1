import { useEffect } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { formatPrice } from '../../../contracts/tariff-duration';
import proseStyles from '../../styles/prose.css?url';
import { HomeAndCountriesLinks } from '../../components/home-and-countries-links';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/payment-result';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: proseStyles }];

// While the provider has not decided, the page asks again this often.
const POLL_MS = 2500;

/**
 * `/payment-success` and `/payment-error`: the real state of the customer's payment, asked of
 * the provider (the return itself proves nothing). Each path shows only its own outcome and
 * sends the other outcome to the other path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const isErrorPage = url.pathname === '/payment-error';
  const state = await context.services.payments.state(
    url.searchParams.get('payment'),
    url.searchParams.get('access'),
  );
  if (state.kind === 'payment') {
    if (state.status === 'canceled' && !isErrorPage) throw redirect(`/payment-error${url.search}`);
    if (state.status !== 'canceled' && isErrorPage) throw redirect(`/payment-success${url.search}`);
  }
  const page = await context.services.content.getPage(
    isErrorPage ? 'payment-error' : 'payment-success',
  );
  return { state, page };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

const STATUS_TITLES = {
  pending: 'Ждём подтверждения оплаты',
  succeeded: 'Оплата прошла успешно',
  canceled: 'Оплата не прошла',
  returned: 'Платёж возвращён',
  not_needed: 'Оплата не требуется',
} as const;

/** What the customer reads when their payment is not for the order any more. */
const NOT_FOR_THE_ORDER = {
  returned:
    'Платёж поступил, когда заказ уже был отменён или оплачен, поэтому мы возвращаем деньги автоматически. Банк зачисляет их обычно за 1–7 рабочих дней; письмо об этом мы отправили.',
  not_needed:
    'Заказ уже отменён или оплачен другим способом, поэтому этот платёж больше не нужен. Если деньги всё же спишутся, мы вернём их автоматически.',
} as const;

export function meta(args: Route.MetaArgs) {
  const state = args.loaderData?.state;
  const title = state?.kind === 'payment' ? STATUS_TITLES[state.status] : 'Результат оплаты';
  return seoMeta(args, { title, description: 'Результат оплаты отчёта.', noindex: true });
}

function Pending() {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (state !== 'idle') return;
    const timer = setTimeout(() => void revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [revalidate, state]);
  return (
    <>
      {/* Without JavaScript the browser reloads by itself. */}
      <noscript>
        <meta httpEquiv="refresh" content="5" />
      </noscript>
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Ждём подтверждения оплаты</h1>
      <p role="status" className="mt-4 flex items-center gap-3 text-lg text-slate-700">
        <span
          aria-hidden="true"
          className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-brand-500 border-t-transparent"
        />
        Платёжная система ещё обрабатывает платёж. Страница обновится сама, обычно это занимает
        несколько секунд.
      </p>
    </>
  );
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { state, page } = loaderData;
  if (state.kind === 'none') {
    return (
      <div className="mx-auto max-w-3xl px-6 py-16">
        <h1 className="text-3xl font-bold text-ink">Платёж не найден</h1>
        <p className="mt-4 text-slate-700">
          Эта страница показывает результат оплаты, когда на неё возвращает платёжная система.
          Сейчас она открыта без сведений о платеже, поэтому показать нечего.
        </p>
        <p className="mt-3 text-slate-700">
          Состояние заказа и оплаты всегда видно на странице заказа — ссылка на неё есть в письме о
          заказе — или в разделе{' '}
          <Link to="/my-orders" className="text-brand-700 underline">
            «Мои заказы»
          </Link>
          .
        </p>
        <HomeAndCountriesLinks countriesLabel="Проверить компанию" className="mt-10" />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-6 py-16">
      {state.isTest ? (
        <p className="mb-6 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-2 font-semibold text-amber-900">
          Тестовый платёж: деньги не списывались.
        </p>
      ) : null}
      <p className="text-sm text-slate-500">
        Заказ № {state.orderNumber} · {formatPrice(state.amount, state.currency)}
      </p>
      {state.status === 'pending' ? (
        <Pending />
      ) : (
        <>
          <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">
            {STATUS_TITLES[state.status]}
          </h1>
          {state.status === 'returned' || state.status === 'not_needed' ? (
            <p role="status" className="mt-4 text-lg text-slate-700">
              {NOT_FOR_THE_ORDER[state.status]}
            </p>
          ) : null}
          {state.status === 'canceled' && state.failureReason ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
              Причина: {state.failureReason}.
            </p>
          ) : null}
          {state.statusPath ? (
            <Link
              to={state.statusPath}
              className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
            >
              {state.status === 'succeeded'
                ? 'Скачать отчёт на странице заказа'
                : state.status === 'canceled'
                  ? 'Вернуться к заказу и оплатить снова'
                  : 'Перейти к заказу'}
            </Link>
          ) : (
            <p className="mt-6 text-slate-700" data-testid="order-link-elsewhere">
              Страница заказа открывается по личной ссылке из письма о заказе или в разделе{' '}
              <Link to="/my-orders" className="text-brand-700 underline">
                «Мои заказы»
              </Link>
              .
            </p>
          )}
          {/* The page's text speaks of a payment that went through or failed, not one returned. */}
          {page && (state.status === 'succeeded' || state.status === 'canceled') ? (
            <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
          ) : null}
        </>
      )}
    </div>
  );
}
