import { useFetcher } from 'react-router';
import { TextField } from '../form-field';
import { FormAlert } from '../form-alert';
import { CUSTOMER_MAIL_TEXTS, mailText } from '../../../contracts/mail-delivery';

export interface InvoiceFormResult {
  errors?: Partial<Record<'name' | 'inn' | 'kpp' | 'address', string>>;
  message?: string;
  done?: boolean;
  /** Whether the invoice went out by e-mail (the server sends mail). */
  isMailed?: boolean;
}

export interface InvoiceFormTexts {
  submit: string;
  busy: string;
  /** What shows once sent: the invoice's words depend on whether the server sends mail. */
  done: string | { mailed: string; held: string };
}

const INVOICE_TEXTS: InvoiceFormTexts = {
  submit: 'Выставить счёт',
  busy: 'Выставляем счёт…',
  done: CUSTOMER_MAIL_TEXTS.invoiceDone,
};

/** The act's buyer, given by the customer after paying online. */
export const ACT_BUYER_TEXTS: InvoiceFormTexts = {
  submit: 'Сохранить реквизиты',
  busy: 'Сохраняем…',
  done: 'Реквизиты сохранены: скачайте акт ещё раз — он уже с ними.',
};

/**
 * «Оплата по счёту» for a company: its details as they go on the invoice. Posts to the order's
 * invoice route; with JavaScript the answer shows here, without it on that route's own page.
 */
export function InvoiceForm({
  action,
  defaults,
  result,
  texts = INVOICE_TEXTS,
}: {
  action: string;
  defaults: { name: string; inn: string; kpp?: string; address?: string };
  result?: InvoiceFormResult;
  /** The button's and the outcome's words: the same form fills the act's buyer too. */
  texts?: InvoiceFormTexts;
}) {
  const fetcher = useFetcher<InvoiceFormResult>();
  const shown = fetcher.data ?? result;
  if (shown?.done) {
    return (
      <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        {typeof texts.done === 'string'
          ? texts.done
          : mailText(texts.done, shown.isMailed === true)}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action={action} className="space-y-4" noValidate>
      {shown?.message ? <FormAlert>{shown.message}</FormAlert> : null}
      <TextField
        label="Организация или ИП"
        name="name"
        defaultValue={defaults.name}
        error={shown?.errors?.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ИНН"
          name="inn"
          inputMode="numeric"
          defaultValue={defaults.inn}
          error={shown?.errors?.inn}
        />
        <TextField
          label="КПП"
          name="kpp"
          inputMode="numeric"
          hint="Не нужен для ИП"
          defaultValue={defaults.kpp}
          error={shown?.errors?.kpp}
        />
      </div>
      <TextField
        label="Юридический адрес"
        name="address"
        defaultValue={defaults.address}
        error={shown?.errors?.address}
      />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="rounded-lg border border-brand-600 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        {fetcher.state !== 'idle' ? texts.busy : texts.submit}
      </button>
    </fetcher.Form>
  );
}
