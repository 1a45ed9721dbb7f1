import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type * as Feedback from '../../../contracts/feedback';
import { PHONE_HINT } from '../../../contracts/phone';
import { useHydrated } from '../../lib/use-hydrated';
import { useSingleSubmit } from '../../lib/use-single-submit';
import { validateForm, type FieldErrors } from '../../lib/zod-form';
import { AlertIcon, CheckIcon, Spinner } from '../ui-icons';
import { TextAreaField, TextField } from '../form-field';
import type { QuestionResult } from './question-result';

type Values = { name: string; phone: string; email: string; message: string };
const EMPTY: Values = { name: '', phone: '', email: '', message: '' };
const FIELD_ORDER: (keyof Values)[] = ['name', 'phone', 'email', 'message'];
const SEND_FAILED = 'Не удалось отправить сообщение. Проверьте подключение и попробуйте ещё раз.';

/**
 * The shared schema brings zod, about a seventh of the home page's JavaScript. It loads when
 * the form is first focused (or submitted), not with the page.
 */
let feedbackModule: Promise<typeof Feedback> | null = null;
function loadFeedback(): Promise<typeof Feedback> {
  feedbackModule ??= import('../../../contracts/feedback').catch((error: unknown) => {
    feedbackModule = null;
    throw error;
  });
  return feedbackModule;
}

/**
 * Spec sections 2 and 5: the contact form. Every field is required and checked on submit with
 * the shared schema; it is sent only when valid, and success replaces the form with the
 * thank-you text. A failed send keeps what was typed and says why. Without JavaScript the form
 * posts to the home page's action, which checks it with the same schema.
 */
export function ContactForm({ result }: { result?: QuestionResult }) {
  const fetcher = useFetcher<QuestionResult>();
  const single = useSingleSubmit(fetcher);
  const typed = result && 'values' in result ? result.values : undefined;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...typed }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<Values>>();
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<typeof Feedback | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const isHydrated = useHydrated();
  const answer = fetcher.data ?? result;
  const refused = answer && 'values' in answer ? answer : undefined;
  const isSending = fetcher.state !== 'idle';
  // Checked in the browser since the last answer: those messages are the current ones.
  const errors = clientErrors ?? refused?.errors ?? {};
  const sendError = loadError ?? (isSending ? null : (refused?.message ?? null));
  const thanks = answer && 'thanks' in answer ? answer.thanks : null;

  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  useEffect(() => {
    // Spec section 8: a failed contact form request is logged; the user is told as well.
    if (fetcher.data && 'message' in fetcher.data) {
      console.error('Ошибка отправки формы обратной связи', fetcher.data.message);
    }
  }, [fetcher.data]);

  const prepare = () => {
    if (!feedback) loadFeedback().then(setFeedback, () => {});
  };

  const update = (field: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first submit, messages follow the typing so the user sees a fix take effect.
    if (wasSubmitted && feedback) {
      setClientErrors(validateForm(feedback.FeedbackQuestion, next).errors ?? {});
    }
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (single.isBusy()) return;
    const form = event.currentTarget;
    setWasSubmitted(true);
    setLoadError(null);
    let schema: typeof Feedback;
    try {
      schema = feedback ?? (await loadFeedback());
      setFeedback(schema);
    } catch (error) {
      console.error('Ошибка загрузки формы обратной связи', error);
      setLoadError(SEND_FAILED);
      return;
    }
    const checked = validateForm(schema.FeedbackQuestion, values);
    if (!checked.data) {
      setClientErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    // The server's answer (its messages, if any) replaces these.
    setClientErrors(undefined);
    single.submit(form);
  };

  if (thanks) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-thanks"
        className="flex min-h-80 flex-col items-center justify-center rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 focus:outline-none"
      >
        <span className="grid h-14 w-14 place-items-center rounded-full bg-emerald-100 text-emerald-600">
          <CheckIcon className="h-7 w-7" />
        </span>
        <p className="mt-4 text-xl font-bold text-ink">{thanks}</p>
        <p className="mt-2 text-slate-600">Мы ответим в рабочее время в течение дня.</p>
      </div>
    );
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onFocus={prepare}
      aria-label="Форма обратной связи"
      data-testid="contact-form"
      data-hydrated={isHydrated || undefined}
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 mobile:p-5"
    >
      <TextField
        label="Имя"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      <TextField
        label="Телефон"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="8-999-123-45-67"
        hint={PHONE_HINT}
        value={values.phone}
        onChange={update('phone')}
        error={errors.phone}
      />
      <div className="sm:col-span-2">
        <TextField
          label="E-mail"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="name@company.ru"
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Сообщение"
          name="message"
          rows={4}
          placeholder="Например: нужна проверка поставщика из Турции до конца недели"
          value={values.message}
          onChange={update('message')}
          error={errors.message}
        />
      </div>
      {sendError ? (
        <p
          role="alert"
          data-testid="contact-error"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-2"
        >
          <AlertIcon className="mt-0.5 h-4 w-4" />
          {sendError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button
          type="submit"
          aria-disabled={isSending || undefined}
          className="inline-flex h-12 items-center gap-2 rounded-xl bg-brand-600 px-7 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
        >
          {isSending ? <Spinner className="h-5 w-5" /> : null}
          {isSending ? 'Отправляем…' : 'Отправить'}
        </button>
        <p className="flex-1 text-xs leading-relaxed text-slate-500">
          Нажимая «Отправить», вы соглашаетесь с{' '}
          <Link to="/privacy" className="text-brand-600 underline hover:no-underline">
            политикой обработки персональных данных
          </Link>
          .
        </p>
      </div>
    </fetcher.Form>
  );
}
