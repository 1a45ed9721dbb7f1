import { Form, Link } from 'react-router';
import type { CUSTOMER_CANCELLABLE } from '../../../contracts/customer-cancel';
import { FormAlert } from '../form-alert';

/** The order page's own address with the private link's token and one flag. */
function orderPageHref(number: string, token: string, flag?: 'cancel'): string {
  const params = new URLSearchParams({ token });
  if (flag) params.set(flag, '1');
  return `/orders/${encodeURIComponent(number)}?${params.toString()}`;
}

/**
 * «Отменить заказ» of the status page (the offer lets the customer cancel before the report is
 * ready): a link first, then on its own page state a confirmation form that posts to the page's
 * action. Both are plain links and forms, so they work without JavaScript.
 */
export function CustomerCancel({
  number,
  token,
  status,
  isConfirming,
  message,
}: {
  number: string;
  token: string;
  status: (typeof CUSTOMER_CANCELLABLE)[number];
  isConfirming: boolean;
  message: string | null;
}) {
  if (!isConfirming) {
    return (
      <p className="mt-4 text-sm">
        <Link
          to={`${orderPageHref(number, token, 'cancel')}#cancel`}
          className="font-medium text-red-700 underline hover:text-red-800"
          data-testid="cancel-order-link"
        >
          Отменить заказ
        </Link>
        <span className="text-slate-600"> — пока отчёт не готов, это бесплатно.</span>
      </p>
    );
  }
  return (
    <section
      id="cancel"
      aria-labelledby="cancel-heading"
      className="mt-5 scroll-mt-32 rounded-xl border border-red-200 bg-white p-5"
    >
      <h2 id="cancel-heading" className="text-lg font-bold text-ink">
        Отменить заказ {'№\u00a0'}
        {number}?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Отчёт не будет подготовлен. Предоплату мы не брали, поэтому платить ничего не нужно.
        Отменённый заказ нельзя возобновить — понадобится оформить новый.
      </p>
      {message ? (
        <div className="mt-3">
          <FormAlert>{message}</FormAlert>
        </div>
      ) : null}
      <Form method="post" action={orderPageHref(number, token)} className="mt-4 space-y-4">
        <input type="hidden" name="expected" value={status} />
        <label className="block text-sm">
          <span className="font-medium text-ink">Причина (необязательно)</span>
          <textarea
            name="reason"
            rows={3}
            maxLength={1000}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </label>
        <div className="flex flex-wrap items-center gap-4">
          <button
            type="submit"
            className="rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700"
          >
            Да, отменить заказ
          </button>
          <Link to={orderPageHref(number, token)} className="text-brand-700 underline">
            Не отменять
          </Link>
        </div>
      </Form>
    </section>
  );
}
