import { TextAreaField, TextField } from '../../form-field';
import { useId } from 'react';

export type ReviewValues = Record<'author' | 'organisation' | 'text' | 'rating', string>;

/** Author, organisation, text and rating: the visitor's form, for staff to correct or fill. */
export function ReviewFields({
  initial,
  errors = {},
}: {
  initial: ReviewValues;
  errors?: Partial<Record<keyof ReviewValues, string>>;
}) {
  const ratingId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Автор"
        name="author"
        defaultValue={initial.author}
        maxLength={100}
        error={errors.author}
      />
      <TextField
        label="Организация"
        name="organisation"
        defaultValue={initial.organisation}
        maxLength={200}
        optional
        error={errors.organisation}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Текст отзыва"
          name="text"
          rows={5}
          defaultValue={initial.text}
          maxLength={3000}
          hint="От 20 до 3000 символов"
          error={errors.text}
        />
      </div>
      <div>
        <label htmlFor={ratingId} className="mb-1.5 block text-sm font-semibold text-slate-700">
          Оценка
        </label>
        <select
          id={ratingId}
          name="rating"
          defaultValue={initial.rating}
          aria-invalid={errors.rating ? true : undefined}
          aria-describedby={errors.rating ? `${ratingId}-error` : undefined}
          className="h-12 w-40 rounded-xl border border-slate-300 bg-white px-4 text-base text-ink hover:border-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        >
          {initial.rating === '' ? <option value="">Выберите</option> : null}
          {['5', '4', '3', '2', '1'].map((n) => (
            <option key={n} value={n}>
              {n} из 5
            </option>
          ))}
        </select>
        {errors.rating ? (
          <p id={`${ratingId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </div>
    </div>
  );
}
