import { useEffect, useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { RECEIPT_NOTE, type PaymentPublicState } from '../../../contracts/payments';
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

type PaymentState = Extract<PaymentPublicState, { kind: 'payment' }>;
type Outcome = 'paid' | 'failed' | 'pending' | 'not_for_the_order';

/** What the customer is told: money not kept first, then the order's true state, then this payment's. */
function outcomeOf(state: Pick<PaymentState, 'status' | 'isOrderPaid'>): Outcome {
  if (state.status === 'returned' || state.status === 'not_needed') return 'not_for_the_order';
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
  const state = await context.services.payments.state(
    url.searchParams.get('payment'),
    url.searchParams.get('access'),
  );
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

/** What the customer reads when their payment is not for the order any more. */
const NOT_FOR_THE_ORDER = {
  returned:
    'Платёж поступил, когда заказ уже был отменён или оплачен, поэтому мы возвращаем деньги автоматически. Банк зачисляет их обычно за 1–7 рабочих дней; письмо об этом мы отправили.',
  not_needed:
    'Заказ уже отменён или оплачен другим способом, поэтому этот платёж больше не нужен. Если деньги всё же спишутся, мы вернём их автоматически.',
} as const;

function titleOf(state: PaymentState): string {
  if (state.status === 'returned') return 'Платёж возвращён';
  if (state.status === 'not_needed') return 'Оплата не требуется';
  if (state.status === 'succeeded') return 'Оплата прошла успешно';
  if (state.isOrderPaid) return 'Заказ уже оплачен';
  return state.status === 'canceled' ? 'Оплата не прошла' : 'Ждём подтверждения оплаты';
}

export function meta(args: Route.MetaArgs) {
  const state = args.loaderData?.state;
  const title = state?.kind === 'payment' ? titleOf(state) : 'Результат оплаты';
  return seoMeta(args, { title, description: 'Результат оплаты отчёта.', noindex: true });
}

/** Where the order's page is when this page may not link to it (no proof of the return). */
function OrderLinkElsewhere() {
  return (
    <p className="mt-6 text-slate-700" data-testid="order-link-elsewhere">
      Страница заказа открывается по личной ссылке из письма о заказе или в разделе{' '}
      <Link to="/my-orders" className="text-brand-700 underline">
        «Мои заказы»
      </Link>
      .
    </p>
  );
}

/** The provider has not decided within the wait: say so, and where the result will show. */
function StillPending({ statusPath, retryHref }: { statusPath: string | null; retryHref: string }) {
  return (
    <div data-testid="payment-still-pending">
      <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">Оплата ещё не подтверждена</h1>
      <p className="mt-4 text-lg text-slate-700">
        Платёжная система пока не сообщила результат. Если деньги списаны, платёж подтвердится
        автоматически: статус обновится на странице заказа. Не оплачивайте заказ ещё раз, пока не
        увидите там результат.
      </p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {statusPath ? (
          <Link
            to={statusPath}
            className="inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Перейти к заказу
          </Link>
        ) : null}
        <a href={retryHref} className="font-medium text-brand-700 underline">
          Проверить ещё раз
        </a>
      </div>
      {statusPath ? null : <OrderLinkElsewhere />}
    </div>
  );
}

function Pending({
  statusPath,
  search,
  refreshes,
}: {
  statusPath: string | null;
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
      {statusPath ? (
        <Link to={statusPath} className="mt-6 inline-block text-brand-700 underline">
          Вернуться к заказу
        </Link>
      ) : null}
    </>
  );
}

/** A decided payment: what became of it and of the order, and the way on. */
function Decided({ state, pageHtml }: { state: PaymentState; pageHtml: string | null }) {
  const outcome = outcomeOf(state);
  return (
    <>
      <h1 className="mt-1 text-3xl font-bold text-ink sm:text-4xl">{titleOf(state)}</h1>
      {state.status === 'returned' || state.status === 'not_needed' ? (
        <p role="status" className="mt-4 text-lg text-slate-700">
          {NOT_FOR_THE_ORDER[state.status]}
        </p>
      ) : null}
      {state.status === 'succeeded' && !state.isTest ? (
        <p className="mt-4 text-slate-700" data-testid="receipt-note">
          {RECEIPT_NOTE}
        </p>
      ) : null}
      {outcome === 'paid' && state.status !== 'succeeded' ? (
        <p className="mt-4 text-slate-700" data-testid="order-already-paid">
          Этот платёж не понадобился: заказ № {state.orderNumber} оплачен, отчёт доступен на
          странице заказа.
        </p>
      ) : null}
      {outcome === 'failed' && state.failureReason ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
          Причина: {state.failureReason}.
        </p>
      ) : null}
      {state.statusPath ? (
        <Link
          to={state.statusPath}
          className="mt-6 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
        >
          {outcome === 'paid'
            ? 'Скачать отчёт на странице заказа'
            : outcome === 'failed'
              ? 'Вернуться к заказу и оплатить снова'
              : 'Перейти к заказу'}
        </Link>
      ) : (
        <OrderLinkElsewhere />
      )}
      {/* The page's text speaks of a payment that went through or failed, not one returned. */}
      {pageHtml && (outcome === 'paid' || outcome === 'failed') ? (
        <div className="prose-content mt-10" dangerouslySetInnerHTML={{ __html: pageHtml }} />
      ) : null}
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
        <Decided state={state} pageHtml={page?.html ?? null} />
      )}
    </div>
  );
}
