import { Link, useLocation } from 'react-router';
import { InvoiceForm, type InvoiceFormResult, type InvoiceFormTexts } from './invoice-form';

/**
 * A form of the buyer's details on a page of its own, for a browser without JavaScript: shown
 * again with its messages after a refused send, or empty on a plain visit, with the way back.
 */
export function BuyerDetailsPage({
  title,
  number,
  route,
  texts,
  actionData,
}: {
  title: string;
  number: string;
  /** The route's last segment under the order: `invoice`, `act-buyer`. */
  route: string;
  texts?: InvoiceFormTexts;
  actionData: (InvoiceFormResult & { values?: Record<string, string | undefined> }) | undefined;
}) {
  // The token of the private link travels in the query string.
  const { search } = useLocation();
  const values = actionData?.values ?? {};
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">{title}</h1>
      <div className="mt-6">
        <InvoiceForm
          action={`/orders/${number}/${route}${search}`}
          texts={texts}
          defaults={{
            name: values.name ?? '',
            inn: values.inn ?? '',
            kpp: values.kpp,
            address: values.address,
          }}
          result={actionData}
        />
      </div>
      <Link
        to={`/orders/${number}${search}`}
        className="mt-6 inline-block text-brand-700 underline"
      >
        Вернуться к заказу
      </Link>
    </div>
  );
}
