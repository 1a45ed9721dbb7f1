import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { formatDate } from '../../../contracts/dates';

/**
 * What the order's status page shows right after the order form: that the order is placed, what
 * happens next, and the private link to keep (it is the only key to the order).
 */
export function OrderConfirmation({
  email,
  expectedReadyDate,
  isConfirmationMailed,
  privateLink,
}: {
  email: string;
  expectedReadyDate: string;
  isConfirmationMailed: boolean;
  /** The page's own address as the e-mail gives it: the site's public address and the path. */
  privateLink: string;
}) {
  const note = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();
  // Arriving from the form in the browser (a PUSH), the page starts at its top (the router
  // keeps the form's scroll position across a fetcher's redirect; at once, not with the site's
  // smooth scrolling) and a screen reader at the news. A load, reload or Back/Forward leaves focus and scrolling to the browser.
  useEffect(() => {
    if (navigationType !== 'PUSH') return;
    window.scrollTo({ top: 0, behavior: 'instant' });
    note.current?.focus({ preventScroll: true });
  }, [navigationType]);
  return (
    <section role="status" className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-6">
      <h2 ref={note} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
        Заказ оформлен, оплата — после готовности отчёта
      </h2>
      {isConfirmationMailed ? (
        <p className="mt-3 text-green-900">
          Подтверждение придёт на {email}. Отчёт будет готов ориентировочно к{' '}
          {formatDate(expectedReadyDate)} — мы пришлём письмо, и вы оплатите его только тогда.
        </p>
      ) : (
        <p className="mt-3 text-green-900">
          Заказ сохранён, менеджер свяжется с вами по телефону или почте. Отчёт будет готов
          ориентировочно к {formatDate(expectedReadyDate)}, а оплатить его нужно будет только тогда.
        </p>
      )}
      <p className="mt-4 text-sm text-slate-700">
        {isConfirmationMailed
          ? 'Сохраните ссылку на эту страницу — она личная, по ней вы следите за заказом:'
          : 'Сохраните ссылку на эту страницу — по ней вы узнаете, когда отчёт будет готов:'}
      </p>
      <p
        className="mt-1 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-800"
        data-testid="status-link"
      >
        {privateLink}
      </p>
    </section>
  );
}
