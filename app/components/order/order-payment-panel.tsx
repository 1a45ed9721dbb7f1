import type { OrderPaymentView } from '../../../contracts/payment-services';
import { formatPrice } from '../../../contracts/tariff-duration';
import { FormAlert } from '../form-alert';
import { CUSTOMER_MAIL_TEXTS, mailText } from '../../../contracts/mail-delivery';
import { ACT_BUYER_TEXTS, InvoiceForm } from './invoice-form';
import { quoteRu } from '../../../contracts/quote-ru';

const sizeFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });
const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${sizeFormat.format(bytes / 1024 / 1024)} МБ`
    : `${Math.ceil(bytes / 1024)} КБ`;

/** Paying for a ready report, and, once paid, the report and the papers an accountant needs. */
export function OrderPaymentPanel({
  number,
  token,
  price,
  currency,
  view,
  isMailDelivered,
}: {
  /** Whether the server sends mail: no letter is promised otherwise. */
  isMailDelivered: boolean;
  number: string;
  token: string;
  price: number;
  currency: string;
  view: OrderPaymentView;
}) {
  const query = `?token=${encodeURIComponent(token)}`;
  if (view.paymentRefusal)
    return (
      <section
        aria-labelledby="payment-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <h2 id="payment-heading" className="text-xl font-bold text-ink">
          Оплата отчёта
        </h2>
        <div className="mt-4">
          <FormAlert>{view.paymentRefusal}</FormAlert>
        </div>
      </section>
    );
  const hasAnything = view.canPay || view.files.length || view.invoice || view.act;
  if (!hasAnything) return null;
  return (
    <section
      aria-labelledby="payment-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="payment-heading" className="text-xl font-bold text-ink">
        {view.canPay ? 'Оплата отчёта' : 'Отчёт и документы'}
      </h2>
      {view.canPay ? (
        <div className="mt-4 space-y-4">
          {view.lastFailure ? (
            <FormAlert>
              Предыдущая попытка оплаты не прошла: {view.lastFailure}. Попробуйте ещё раз.
            </FormAlert>
          ) : null}
          <div className="flex flex-wrap items-center gap-4">
            <p className="text-2xl font-bold text-ink" data-testid="order-price">
              {formatPrice(price, currency)}
            </p>
            {/* A plain form: the answer sends the browser on to the payment page of the provider. */}
            <form method="post" action={`/orders/${number}/pay${query}`}>
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
              >
                Оплатить
              </button>
            </form>
          </div>
          <p className="text-sm text-slate-600">
            Картой или через СБП. {mailText(CUSTOMER_MAIL_TEXTS.afterPayment, isMailDelivered)}
            {view.isTestMode ? ' Сейчас включён тестовый режим: деньги не списываются.' : ''}
          </p>
          {view.canRequestInvoice ? (
            <details
              className="rounded-xl border border-slate-200 p-4"
              open={Boolean(view.invoice)}
            >
              <summary className="cursor-pointer font-medium text-ink">
                Оплатить по счёту (для организаций и ИП)
              </summary>
              <div className="mt-4 space-y-3">
                {view.invoice ? (
                  <p className="text-sm text-slate-700">
                    Счёт для {quoteRu(view.invoice.buyerName)} выставлен.{' '}
                    <a href={view.invoice.path} className="font-medium text-brand-700 underline">
                      Скачать счёт (PDF)
                    </a>
                    . После поступления оплаты отчёт откроется здесь, а на почту придут ссылка и
                    акт.
                  </p>
                ) : null}
                <InvoiceForm
                  action={`/orders/${number}/invoice${query}`}
                  defaults={view.buyerDefaults}
                />
              </div>
            </details>
          ) : null}
        </div>
      ) : null}
      {view.files.length ? (
        <ul className="mt-4 space-y-2" aria-label="Файлы отчёта">
          {view.files.map((file) => (
            <li key={file.id}>
              <a
                href={file.path}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
              >
                {file.kind === 'report' ? 'Скачать отчёт' : 'Скачать приложение'}
              </a>{' '}
              <span className="text-sm text-slate-600">
                {file.fileName}, {fileSize(file.size)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {view.act || (!view.canPay && view.invoice) ? (
        <ul className="mt-4 space-y-1 text-sm" aria-label="Документы">
          {view.invoice && !view.canPay ? (
            <li>
              <a href={view.invoice.path} className="text-brand-700 underline">
                Счёт на оплату (PDF)
              </a>
            </li>
          ) : null}
          {view.act ? (
            <li>
              <a href={view.act.path} className="text-brand-700 underline">
                Акт оказанных услуг (PDF)
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {view.act ? (
        // A `<details>`: it opens without JavaScript too. Open at once while the act lacks
        // what an accountant needs (an online payment leaves it without КПП and address).
        <details
          className="mt-4 rounded-lg border border-slate-200 p-4"
          open={!view.act.buyer.address}
          data-testid="act-buyer"
        >
          <summary className="cursor-pointer font-semibold text-ink">
            Реквизиты покупателя для акта
          </summary>
          <p className="mt-2 text-sm text-slate-600">
            Укажите организацию, ИНН, КПП и юридический адрес — акт будет выписан на них.
          </p>
          <div className="mt-3">
            <InvoiceForm
              action={`/orders/${number}/act-buyer${query}`}
              defaults={view.act.buyer}
              texts={ACT_BUYER_TEXTS}
            />
          </div>
        </details>
      ) : null}
    </section>
  );
}
