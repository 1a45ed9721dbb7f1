import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useFetcher } from 'react-router';
import type { CompanySearchCriteria } from '../../../contracts/company-search';
import type { Country, Tariff } from '../../../contracts/dictionary';
import {
  CreateOrderRequest,
  REPORT_LANGUAGE_LABELS,
  REPORT_LANGUAGES,
  type CreateOrderInput,
  type ReportLanguage,
} from '../../../contracts/order';
import { formatPrice, formatTariffDuration } from '../../../contracts/tariff-duration';
import { PHONE_HINT } from '../../../contracts/phone';
import { formTexts, isTicked, numberField } from '../../lib/form-values';
import { useSingleSubmit } from '../../lib/use-single-submit';
import { validateForm, type FieldErrors } from '../../lib/zod-form';
import { TextAreaField, TextField } from '../form-field';
import { orderInputFromForm, type OrderFormResult } from './order-form-input';
import { FormAlert } from '../form-alert';

type Target = { companyId: number } | { company: CompanySearchCriteria };

/** The form's own fields: the request's, with the tariff unset until chosen and consent unticked. */
type Values = Required<
  Omit<
    CreateOrderInput,
    'idempotencyKey' | 'countryCode' | 'companyId' | 'company' | 'tariffId' | 'consent'
  >
> & { tariffId: number | null; consent: boolean };

/** The fields as typed before: blank on a first visit, what was sent after a refused post. */
function initialValues(initialTariffId: number | null, typed: Record<string, string> = {}): Values {
  const tariffId = numberField(typed.tariffId);
  return {
    tariffId: typeof tariffId === 'number' ? tariffId : initialTariffId,
    language: REPORT_LANGUAGES.find((l) => l === typed.language) ?? ('ru' as ReportLanguage),
    languageOther: typed.languageOther ?? '',
    contactName: typed.contactName ?? '',
    email: typed.email ?? '',
    phone: typed.phone ?? '',
    organisation: typed.organisation ?? '',
    inn: typed.inn ?? '',
    comment: typed.comment ?? '',
    consent: isTicked(typed.consent),
  };
}

/** The hidden fields that say what is ordered, for the form as posted without JavaScript. */
function TargetFields({ target }: { target: Target }) {
  if ('companyId' in target)
    return <input type="hidden" name="companyId" value={target.companyId} />;
  return (
    <>
      {Object.entries(target.company).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={`company.${key}`} value={value} /> : null,
      )}
    </>
  );
}

export function OrderForm({
  country,
  tariffs,
  initialTariffId,
  target,
  idempotencyKey: keyOfPage,
  result,
}: {
  country: Country;
  tariffs: Tariff[];
  /** Pre-selected: the tariff chosen before the search, or the first of the country. */
  initialTariffId: number | null;
  target: Target;
  /** One key per filled-in form: a retry or a double click finds the order already made. */
  idempotencyKey: string;
  /** The action's refusal of a post without JavaScript (success redirects to the order). */
  result?: OrderFormResult;
}) {
  const id = useId();
  const fetcher = useFetcher<OrderFormResult>();
  const single = useSingleSubmit(fetcher);
  const typed = result && 'values' in result ? result.values : undefined;
  // A refused post keeps its key: a retry after an answer that was lost finds that order.
  const [idempotencyKey] = useState(() => typed?.idempotencyKey ?? keyOfPage);
  const [values, setValues] = useState<Values>(() => initialValues(initialTariffId, typed));
  const [clientErrors, setClientErrors] = useState<FieldErrors<Values & { company: string }>>();
  const answer = fetcher.data ?? result;
  const refused = answer && 'values' in answer ? answer : undefined;
  // Checked in the browser since the last answer: those messages are the current ones.
  const errors: FieldErrors<Values & { company: string }> =
    clientErrors ?? (refused?.errors as FieldErrors<Values & { company: string }>) ?? {};
  const isSending = fetcher.state !== 'idle';
  const tariff = tariffs.find((t) => t.id === values.tariffId);

  const set = <K extends keyof Values>(field: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (single.isBusy()) return;
    const form = event.currentTarget;
    const checked = validateForm(
      CreateOrderRequest,
      orderInputFromForm(formTexts(new FormData(form))),
    );
    setClientErrors(checked.errors ?? {});
    if (!checked.data) {
      // Move focus to the first field that needs attention.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    // The server's answer (its messages, if any) replaces these.
    setClientErrors(undefined);
    single.submit(form);
  }

  const failure = isSending ? undefined : refused?.message;

  const textField = (
    field: 'contactName' | 'email' | 'phone' | 'organisation' | 'inn',
    label: string,
    extra: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
      hint?: string;
      optional?: boolean;
    } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <input type="hidden" name="countryCode" value={country.code} />
      <TargetFields target={target} />
      <fieldset>
        <legend className="text-lg font-bold text-ink">Тариф</legend>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {tariffs.map((t) => (
            <label
              key={t.id}
              className="flex cursor-pointer flex-col rounded-xl border-2 border-slate-200 p-4 transition has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="tariffId"
                  value={t.id}
                  checked={values.tariffId === t.id}
                  onChange={() => set('tariffId', t.id)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span className="font-bold text-ink">{t.tariffName}</span>
              </span>
              <span className="mt-2 text-xl font-bold text-ink">
                {formatPrice(t.tariffPrice, t.tariffCurrency)}
              </span>
              <span className="text-sm text-slate-600">Срок: {formatTariffDuration(t)}</span>
              {t.tariffDescription ? (
                <span data-testid="tariff-description" className="mt-2 text-sm text-slate-600">
                  {t.tariffDescription}
                </span>
              ) : null}
            </label>
          ))}
        </div>
        {errors.tariffId ? <p className="mt-2 text-sm text-red-600">{errors.tariffId}</p> : null}
      </fieldset>

      <fieldset>
        <legend className="text-lg font-bold text-ink">Язык отчёта</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {REPORT_LANGUAGES.map((language) => (
            <label
              key={language}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="language"
                value={language}
                checked={values.language === language}
                onChange={() => set('language', language)}
                className="accent-brand-600"
              />
              {REPORT_LANGUAGE_LABELS[language]}
            </label>
          ))}
        </div>
        {values.language === 'other' ? (
          <div className="mt-3 max-w-sm">
            <TextField
              label="Какой язык нужен?"
              name="languageOther"
              value={values.languageOther}
              onChange={(e) => set('languageOther', e.target.value)}
              error={errors.languageOther}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-ink">Контактные данные</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {textField('contactName', 'Контактное лицо', { autoComplete: 'name' })}
          {textField('email', 'E-mail', {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            hint: 'Сюда придут подтверждение и отчёт',
          })}
          {textField('phone', 'Телефон', {
            type: 'tel',
            autoComplete: 'tel',
            inputMode: 'tel',
            hint: PHONE_HINT,
          })}
          {textField('organisation', 'Организация', {
            autoComplete: 'organization',
            optional: true,
          })}
          {textField('inn', 'ИНН организации', {
            inputMode: 'numeric',
            optional: true,
            hint: 'Нужен для счёта юридическому лицу',
          })}
        </div>
        <TextAreaField
          label="Комментарий"
          optional
          name="comment"
          rows={3}
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
          error={errors.comment}
        />
      </fieldset>

      <div>
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            name="consent"
            checked={values.consent}
            onChange={(e) => set('consent', e.target.checked)}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${id}-consent-error` : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
          />
          <span>
            Я соглашаюсь с{' '}
            <a href="/privacy" target="_blank" className="text-brand-600 underline">
              политикой обработки персональных данных
            </a>{' '}
            и условиями{' '}
            <a href="/oferta" target="_blank" className="text-brand-600 underline">
              публичной оферты
            </a>
          </span>
        </label>
        {errors.consent ? (
          <p id={`${id}-consent-error`} className="mt-1 text-sm text-red-600">
            {errors.consent}
          </p>
        ) : null}
      </div>

      <div className="rounded-xl bg-slate-50 p-5">
        <p className="flex flex-wrap items-baseline justify-between gap-2">
          <span className="text-slate-600">Итого</span>
          <span className="text-2xl font-bold text-ink" data-testid="order-total">
            {tariff ? formatPrice(tariff.tariffPrice, tariff.tariffCurrency) : '—'}
          </span>
        </p>
        <p className="mt-2 font-medium text-green-800">
          Оплата только после готовности отчёта — сейчас платить ничего не нужно.
        </p>
        {tariff ? (
          <p className="mt-1 text-sm text-slate-600">
            Срок подготовки: {formatTariffDuration(tariff)}.
          </p>
        ) : null}
      </div>

      {errors.company ? <FormAlert>{errors.company}</FormAlert> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="submit"
        disabled={isSending}
        className="w-full rounded-lg bg-brand-600 px-8 py-3.5 text-lg font-bold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
      >
        {isSending ? 'Оформляем заказ…' : 'Оформить заказ'}
      </button>
    </fetcher.Form>
  );
}
