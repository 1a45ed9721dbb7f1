import { useEffect, useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { RECEIPT_NOTE } from '../../../contracts/payments';
import { formatPrice } from '../../../contracts/tariff-duration';
import proseStyles from '../../styles/prose.css?url';
import { HomeAndCountriesLinks } from '../../components/home-and-countries-links';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/payment-result';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: proseStyles }];

// While the provider has not decided, the page asks again this often, for about a minute: then
// it stops with a clear state and the way back to the order (issue 27: it spun for ever).
const POLL_MS = 2500;
const MAX_POLLS = 24;
// Without JavaScript the page reloads itself as often, counting the reloads in its address.
const REFRESH_SECONDS = 5;
const MAX_REFRESHES = 12;

type Outcome = 'paid' | 'failed' | 'pending';

/** What the customer is told: the order's true state first, then this payment's. */
function outcomeOf(state: { status: string; isOrderPaid: boolean }): Outcome {
  if (state.isOrderPaid || state.status === 'succeeded') return 'paid';
  return state.status === 'canceled' ? 'failed' : 'pending';
}

/** This page again with the count of reloads so far, for the reload without JavaScript. */
function withRefreshes(search: string, refreshes: number): string {
  const params = new URLSearchParams(search);
  params.set('waited', String(refreshes));
  return `?${params.toString()}`;
}

/**
 * `/payment-success` and `/payment-error`: the real state of the customer's payment, asked of
 * the provider (the return itself proves nothing). Each path shows only its own outcome and
 * sends the other outcome to the other path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const isErrorPage = url.pathname === '/payment-error';
  const state = await context.services.payments.state(url.searchParams.get('payment'));
  if (state.kind === 'payment') {
    // An old link to a failed attempt of an order paid since shows the order paid.
    const outcome = outcomeOf(state);
    if (outcome === 'failed' && !isErrorPage) throw redirect(`/payment-error${url.search}`);
    if (outcome !== 'failed' && isErrorPage) throw redirect(`/payment-success${url.search}`);
  }
  const page = await context.services.content.getPage(
    isErrorPage ? 'payment-error' : 'payment-success',
  );
  const waited = Number(url.searchParams.get('waited'));
  const refreshes =
    Number.isSafeInteger(waited) && waited > 0 ? Math.min(waited, MAX_REFRESHES) : 0;
  return { state, page, refreshes, search: url.search };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta(args: Route.MetaArgs) {
  const state = args.loaderData?.state;
  const title =
    state?.kind !== 'payment'
      ? 'Результат оплаты'
      : state.status === 'succeeded'
        ? 'Оплата прошла успешно'
        : state.isOrderPaid
          ? 'Заказ оплачен'
          : state.status === 'canceled'
            ? 'Оплата не прошла'
            : 'Ждём подтверждения оплаты';
  return seoMeta(args, { title, description: 'Результат оплаты отчёта.', noindex: true });
}

/** The provider has not decided within the wait: say so, and where the result will show. */
function StillPending({ statusPath, retryHref }: { statusPath: string; retryHref: string }) {
  return (
    <div data-testid="payment-still-pending">
      <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">Оплата ещё не подтверждена</h1>
      <p className="mt-4 text-lg text-slate-700">
        Платёжная система пока не сообщила результат. Если деньги списаны, платёж подтвердится
        автоматически: статус обновится на странице заказа. Не оплачивайте заказ ещё раз, пока не
        увидите там результат.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link
          to={statusPath}
          className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          Перейти к заказу
        </Link>
        <a href={retryHref} className="font-medium text-brand-700 underline">
          Проверить ещё раз
        </a>
      </div>
    </div>
  );
}

function Pending({
  statusPath,
  search,
  refreshes,
}: {
  statusPath: string;
  search: string;
  refreshes: number;
}) {
  const { revalidate, state } = useRevalidator();
  const [polls, setPolls] = useState(0);
  const isOver = polls >= MAX_POLLS || refreshes >= MAX_REFRESHES;
  useEffect(() => {
    if (state !== 'idle' || isOver) return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [revalidate, state, isOver]);
  if (isOver) return <StillPending statusPath={statusPath} retryHref={withRefreshes(search, 0)} />;
  return (
    <>
      {/* Without JavaScript the browser reloads by itself, a bounded number of times. */}
      <noscript>
        <meta
          httpEquiv="refresh"
          content={`${REFRESH_SECONDS};url=${withRefreshes(search, refreshes + 1)}`}
        />
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
      <Link to={statusPath} className="mt-6 inline-block text-brand-700 underline">
        Вернуться к заказу
      </Link>
    </>
  );
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const { state, page, refreshes, search } = loaderData;
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
      {outcomeOf(state) === 'pending' ? (
        <Pending statusPath={state.statusPath} search={search} refreshes={refreshes} />
      ) : (
        <>
          <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">
            {state.status === 'succeeded'
              ? 'Оплата прошла успешно'
              : state.isOrderPaid
                ? 'Заказ уже оплачен'
                : 'Оплата не прошла'}
          </h1>
          {state.status === 'succeeded' && !state.isTest ? (
            <p className="mt-4 text-slate-700" data-testid="receipt-note">
              {RECEIPT_NOTE}
            </p>
          ) : null}
          {state.status !== 'succeeded' && state.isOrderPaid ? (
            <p className="mt-4 text-slate-700" data-testid="order-already-paid">
              Этот платёж не понадобился: заказ № {state.orderNumber} оплачен, отчёт доступен на
              странице заказа.
            </p>
          ) : null}
          {state.status === 'canceled' && !state.isOrderPaid && state.failureReason ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
              Причина: {state.failureReason}.
            </p>
          ) : null}
          <Link
            to={state.statusPath}
            className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {outcomeOf(state) === 'paid'
              ? 'Скачать отчёт на странице заказа'
              : 'Вернуться к заказу и оплатить снова'}
          </Link>
          {page ? (
            <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: page.html }} />
          ) : null}
        </>
      )}
    </div>
  );
}
