import { isRoublePrice } from '../../../../contracts/roubles';
import { useNavigation } from 'react-router';
import type { StaffPaymentHistory } from '../../../../contracts/payment-services';
import type { StaffOrderDetail } from '../../../../contracts/staff/orders';
import { formatPrice } from '../../../../contracts/tariff-duration';
import { TextAreaField, TextField } from '../../form-field';
import { ConfirmedForm } from '../confirmed-form';
import { StaffButton, StaffPanel, StaffTime } from '../staff-ui';
import type { OrderActionData } from './order-action-data';
import { formatDay } from './order-format';
import { QUEUE_PATH } from './queue-link';

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  creating: 'создаётся',
  pending: 'ожидает оплаты',
  succeeded: 'оплачен',
  canceled: 'не прошёл',
  superseded: 'больше не нужен (заказ отменён или оплачен иначе)',
  unexpected: 'поступил, когда заказ не ждал оплаты: возвращается',
};
/** Where an automatic refund stands, after its note. */
const AUTO_REFUND_STATUS_LABELS: Record<string, string> = {
  creating: 'возврат запрошен у платёжной системы',
  pending: 'платёжная система обрабатывает возврат',
  succeeded: 'возврат выполнен',
  canceled: 'платёжная система отклонила возврат — верните деньги клиенту вручную',
};
const REFUND_STATUS_LABELS: Record<string, string> = {
  creating: 'создаётся',
  pending: 'в обработке',
  succeeded: 'выполнен',
  canceled: 'отклонён',
};
const PROVIDER_LABELS: Record<string, string> = { test: 'тестовый шлюз', yookassa: 'ЮKassa' };
const DOWNLOAD_VIA_LABELS: Record<string, string> = {
  status_page: 'страница заказа',
  email_link: 'ссылка из письма',
  my_orders: '«Мои заказы»',
};
const METHOD_LABELS = { online: 'онлайн', invoice: 'по счёту' } as const;

const isRefundOpen = (history: StaffPaymentHistory) =>
  history.refunds.some((r) => r.status === 'creating' || r.status === 'pending');

/**
 * How the order is paid for: attempts, the invoice and the act, refunds, and every download
 * of the report; with the two money moves staff make by hand, a refund under the guarantee and
 * an invoice paid by bank transfer.
 */
export function OrderPayments({
  order,
  history,
  result,
}: {
  order: StaffOrderDetail;
  history: StaffPaymentHistory;
  result: OrderActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const refundResult = result?.intent === 'refund' && !result.ok ? result : undefined;
  const documentLink = (kind: 'invoice' | 'act') =>
    `${QUEUE_PATH}/${order.number}/documents/${kind}`;
  // A company may transfer the money without asking for an invoice on the site; not for a price
  // in another currency: its papers would state the number in roubles (roubles.ts).
  const canMarkInvoicePaid = order.status === 'ready' && isRoublePrice(order.tariff.currency);
  const invoicePaidResult = result?.intent === 'invoice-paid' && !result.ok ? result : undefined;
  const canRefund = order.status === 'paid' && !isRefundOpen(history);
  const amount = formatPrice(order.tariff.price, order.tariff.currency);
  const asked = (intent: 'refund' | 'invoice-paid') =>
    result?.intent === intent && result.needsConfirmation ? intent : null;
  const refundQuestion = {
    question: `Вернуть клиенту ${amount}?`,
    detail:
      history.paymentMethod === 'invoice'
        ? 'Заказ станет возвращённым, акт будет отозван. Деньги нужно перевести клиенту банковским переводом.'
        : 'Деньги уйдут клиенту через платёжную систему. Отменить возврат будет нельзя.',
    confirmLabel: `Да, вернуть ${amount}`,
  };
  const invoicePaidQuestion = {
    question: `Деньги по счёту (${amount}) действительно пришли?`,
    detail: 'Заказ станет оплаченным, клиент сразу получит отчёт и акт.',
    confirmLabel: 'Да, оплата получена',
  };
  return (
    <StaffPanel title="Оплата">
      {history.autoRefunds.map((refund, index) => (
        <p
          key={`${refund.createdAt}-${index}`}
          role="note"
          className="mb-4 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="auto-refund-note"
        >
          <span className="font-semibold">{refund.note}.</span>{' '}
          {AUTO_REFUND_STATUS_LABELS[refund.status] ?? refund.status} ·{' '}
          <StaffTime iso={refund.createdAt} />
        </p>
      ))}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="payment-facts">
        <dt className="text-slate-500">Сумма</dt>
        <dd className="font-semibold">{formatPrice(order.tariff.price, order.tariff.currency)}</dd>
        <dt className="text-slate-500">Способ</dt>
        <dd>{history.paymentMethod ? METHOD_LABELS[history.paymentMethod] : 'ещё не оплачен'}</dd>
        {history.invoice ? (
          <>
            <dt className="text-slate-500">Счёт</dt>
            <dd>
              <a className="text-brand-700 hover:underline" href={documentLink('invoice')} download>
                Счёт от {formatDay(history.invoice.issuedOn)}
              </a>{' '}
              · {history.invoice.buyer.name}, ИНН {history.invoice.buyer.inn}
            </dd>
          </>
        ) : null}
        {history.invoicePayment ? (
          <>
            <dt className="text-slate-500">Платёж</dt>
            <dd data-testid="invoice-payment">
              Платёжное поручение № {history.invoicePayment.paymentOrderNumber} от{' '}
              {formatDay(history.invoicePayment.paidOn)}
            </dd>
          </>
        ) : null}
        {history.act ? (
          <>
            <dt className="text-slate-500">Акт</dt>
            <dd>
              <a className="text-brand-700 hover:underline" href={documentLink('act')} download>
                Акт от {formatDay(history.act.issuedOn)}
              </a>
            </dd>
          </>
        ) : null}
      </dl>

      {canMarkInvoicePaid ? (
        <ConfirmedForm
          className="mt-4"
          confirm={{ 'invoice-paid': invoicePaidQuestion }}
          askedByServer={asked('invoice-paid')}
          resend={invoicePaidResult?.values ?? {}}
          noValidate
        >
          <input type="hidden" name="intent" value="invoice-paid" />
          <div className="mb-3 grid gap-3 sm:grid-cols-2">
            <TextField
              label="Дата платёжного поручения"
              name="paidOn"
              type="date"
              defaultValue={invoicePaidResult?.values?.paidOn}
              error={invoicePaidResult?.errors?.paidOn}
            />
            <TextField
              label="Номер платёжного поручения"
              name="paymentOrderNumber"
              inputMode="numeric"
              maxLength={20}
              defaultValue={invoicePaidResult?.values?.paymentOrderNumber}
              error={invoicePaidResult?.errors?.paymentOrderNumber}
            />
          </div>
          <p className="mb-2 text-sm text-slate-600">
            Когда деньги по счёту пришли на расчётный счёт: заказ станет оплаченным, клиент получит
            отчёт и акт.
          </p>
          <StaffButton disabled={isBusy}>Оплата по счёту получена</StaffButton>
        </ConfirmedForm>
      ) : null}

      {history.payments.length > 0 ? (
        <section className="mt-5" aria-labelledby="payments-attempts">
          <h3 id="payments-attempts" className="text-sm font-bold text-ink">
            Попытки оплаты
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="payment-attempts">
            {history.payments.map((p, index) => (
              <li key={`${p.createdAt}-${index}`} className="py-2">
                <span className="font-medium">{PAYMENT_STATUS_LABELS[p.status] ?? p.status}</span> ·{' '}
                {formatPrice(p.amount, p.currency)} · {PROVIDER_LABELS[p.provider] ?? p.provider} ·{' '}
                <StaffTime iso={p.createdAt} />
                {p.failure ? (
                  <span className="block text-red-700">Причина: {p.failure}</span>
                ) : null}
                {p.providerPaymentId ? (
                  <span className="block text-xs break-all text-slate-500">
                    № у провайдера {p.providerPaymentId}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {history.refunds.length > 0 ? (
        <section className="mt-5" aria-labelledby="payments-refunds">
          <h3 id="payments-refunds" className="text-sm font-bold text-ink">
            Возвраты
          </h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" data-testid="refunds">
            {history.refunds.map((r, index) => (
              <li key={`${r.createdAt}-${index}`} className="py-2">
                <span className="font-medium">{REFUND_STATUS_LABELS[r.status] ?? r.status}</span> ·{' '}
                {formatPrice(r.amount, order.tariff.currency)} ·{' '}
                {r.method === 'bank' ? 'банковским переводом' : 'через платёжную систему'} ·{' '}
                <StaffTime iso={r.createdAt} />
                <span className="block text-slate-700">{r.reason}</span>
                <span className="block text-xs text-slate-500">{r.requestedBy}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {canRefund ? (
        <ConfirmedForm
          className="mt-5 space-y-3 border-t border-slate-200 pt-4"
          noValidate
          confirm={{ refund: refundQuestion }}
          askedByServer={asked('refund')}
          resend={{ reason: result?.values?.reason ?? '' }}
        >
          <input type="hidden" name="intent" value="refund" />
          <TextAreaField
            label="Причина возврата"
            name="reason"
            hint="Клиент увидит её в письме о возврате"
            defaultValue={refundResult?.values?.reason}
            error={refundResult?.errors?.reason}
            maxLength={1000}
            rows={2}
          />
          <StaffButton variant="danger" disabled={isBusy}>
            Вернуть {formatPrice(order.tariff.price, order.tariff.currency)}
          </StaffButton>
        </ConfirmedForm>
      ) : null}

      {history.downloads.length > 0 ? (
        <section className="mt-5" aria-labelledby="payments-downloads">
          <h3 id="payments-downloads" className="text-sm font-bold text-ink">
            Скачивания отчёта ({history.downloads.length})
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-700" data-testid="downloads">
            {history.downloads.map((d, index) => (
              <li key={`${d.at}-${index}`}>
                <StaffTime iso={d.at} /> · {d.fileName} · {DOWNLOAD_VIA_LABELS[d.via] ?? d.via}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </StaffPanel>
  );
}
