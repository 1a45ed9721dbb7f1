import { useId, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { REVIEW_THANK_YOU_TEXT, ReviewSubmission } from '../../../contracts/reviews';
import { useSingleSubmit } from '../../lib/use-single-submit';
import { validateForm, type FieldErrors } from '../../lib/zod-form';
import { FormAlert } from '../form-alert';
import { TextAreaField, TextField } from '../form-field';
import { RatingPicker } from './rating-picker';
import type { ReviewResult } from './review-result';

type Values = { author: string; organisation: string; text: string; rating: string };
const EMPTY: Values = { author: '', organisation: '', text: '', rating: '' };

/**
 * The visitor's review: validated with the API's schema, kept unpublished until moderated.
 * Without JavaScript it posts to the reviews page's action, which checks it with that schema.
 */
export function ReviewForm({ result }: { result?: ReviewResult }) {
  const id = useId();
  const fetcher = useFetcher<ReviewResult>();
  const single = useSingleSubmit(fetcher);
  const typed = result && 'values' in result ? result.values : undefined;
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...typed }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<Values>>();
  const answer = fetcher.data ?? result;
  const refused = answer && 'values' in answer ? answer : undefined;
  const isSending = fetcher.state !== 'idle';
  // Checked in the browser since the last answer: those messages are the current ones.
  const errors: FieldErrors<Values> = clientErrors ?? refused?.errors ?? {};
  const failure = isSending ? null : (refused?.message ?? null);
  const status = answer && 'sent' in answer ? 'sent' : isSending ? 'sending' : 'editing';

  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (single.isBusy()) return;
    const checked = validateForm(ReviewSubmission, values);
    setClientErrors(checked.errors ?? {});
    if (!checked.data) return;
    // The server's answer (its messages, if any) replaces these.
    setClientErrors(undefined);
    single.submit(event.currentTarget);
  }

  if (status === 'sent') {
    return (
      <p
        role="status"
        className="rounded-2xl border border-green-200 bg-green-50 p-6 text-green-800"
      >
        {REVIEW_THANK_YOU_TEXT}
      </p>
    );
  }

  const describedBy = (field: keyof Values) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: keyof Values) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-600">
        {errors[field]}
      </p>
    ) : null;

  return (
    <fetcher.Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        Оставить отзыв
      </h2>
      <TextField
        label="Ваше имя"
        name="author"
        autoComplete="name"
        value={values.author}
        onChange={(e) => set('author')(e.target.value)}
        error={errors.author}
      />
      <TextField
        label="Организация"
        optional
        name="organisation"
        autoComplete="organization"
        value={values.organisation}
        onChange={(e) => set('organisation')(e.target.value)}
        error={errors.organisation}
      />
      <div>
        <RatingPicker
          value={values.rating}
          onChange={set('rating')}
          isInvalid={Boolean(errors.rating)}
          describedBy={describedBy('rating')}
        />
        {fieldError('rating')}
      </div>
      <TextAreaField
        label="Отзыв"
        name="text"
        rows={5}
        value={values.text}
        onChange={(e) => set('text')(e.target.value)}
        error={errors.text}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <button
        type="submit"
        disabled={status === 'sending'}
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {status === 'sending' ? 'Отправляем…' : 'Отправить отзыв'}
      </button>
      <p className="text-xs text-slate-500">
        Отправляя отзыв, вы соглашаетесь с{' '}
        <a className="underline" href="/privacy">
          политикой обработки персональных данных
        </a>
        . Отзыв публикуется после проверки модератором.
      </p>
    </fetcher.Form>
  );
}
