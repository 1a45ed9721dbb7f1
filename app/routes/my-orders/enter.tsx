import { Form, redirect } from 'react-router';
import { CUSTOMER_SESSION_HOURS, customerSessionCookie } from '../../../contracts/my-orders';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/enter';

/**
 * The link of the e-mail. Opening it changes nothing (mail scanners open links too); the
 * button spends the one-time link and signs the browser in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  // No link at all (typed or bookmarked): the form that sends one, not a button that must fail.
  if (!token) throw redirect('/my-orders');
  return { token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get('token') ?? '');
  const entered = await context.services.myOrders.enter(token);
  if (!entered) return { failed: true };
  return redirect('/my-orders', {
    headers: {
      'Set-Cookie': customerSessionCookie(
        entered.sessionToken,
        context.isSecure,
        CUSTOMER_SESSION_HOURS * 3600,
      ),
    },
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Вход в «Мои заказы»',
    description: 'Вход по ссылке из письма.',
    noindex: true,
  });
}

export default function Enter({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">Вход в «Мои заказы»</h1>
      {actionData?.failed ? (
        <>
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-red-800">
            Ссылка уже использована или устарела: она действует 30 минут и открывается один раз.
          </p>
          <a href="/my-orders" className="mt-6 inline-block text-brand-700 underline">
            Получить новую ссылку
          </a>
        </>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            Открыть мои заказы
          </button>
        </Form>
      )}
    </div>
  );
}
