import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { CreateOrderResponse } from '../../../contracts/order';
import { formatDate } from '../../../contracts/dates';

/** What replaces the form once the order exists: its number and the private status link. */
export function OrderConfirmation({
  order,
  email,
  publicBaseUrl,
}: {
  order: CreateOrderResponse;
  email: string;
  /** The site's public address, as in the e-mail (the root loader's `site`). */
  publicBaseUrl: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // The same whole link whether the page was rendered on the server (a form sent without
  // JavaScript) or in the browser.
  const link = `${publicBaseUrl.replace(/\/$/, '')}${order.statusPath}`;
  return (
    <section role="status" className="rounded-2xl border border-green-200 bg-green-50 p-8">
      <h2
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold text-green-900 focus:outline-none"
      >
        Заказ № {order.orderNumber} оформлен
      </h2>
      {order.isConfirmationMailed ? (
        <p className="mt-3 text-green-900">
          Подтверждение придёт на {email}. Отчёт будет готов ориентировочно к{' '}
          {formatDate(order.expectedReadyDate)} — мы пришлём письмо, и вы оплатите его только тогда.
        </p>
      ) : (
        <p className="mt-3 text-green-900">
          Заказ сохранён, менеджер свяжется с вами по телефону или почте. Отчёт будет готов
          ориентировочно к {formatDate(order.expectedReadyDate)}, а оплатить его нужно будет только
          тогда.
        </p>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {order.isConfirmationMailed
          ? 'Личная ссылка на страницу заказа — сохраните её:'
          : 'Сохраните личную ссылку на страницу заказа — по ней вы узнаете, когда отчёт будет готов:'}
      </p>
      <p
        className="mt-1 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-800"
        data-testid="status-link"
      >
        {link}
      </p>
      <Link
        to={order.statusPath}
        className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        Открыть страницу заказа
      </Link>
    </section>
  );
}
