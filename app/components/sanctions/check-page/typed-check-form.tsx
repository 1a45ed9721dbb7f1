import { Form } from 'react-router';
import type { Country } from '../../../../contracts/dictionary';
import { FormAlert } from '../../form-alert';
import { TextField } from '../../form-field';
import type { TypedCheckValues } from '../../../lib/typed-check';

/**
 * The check of typed details: a GET form, so it works without JavaScript and its answer can be
 * linked and reloaded. At least one of the name and the numbers; the country is optional.
 */
export function TypedCheckForm({
  values,
  countries,
  error,
}: {
  values: TypedCheckValues;
  countries: Pick<Country, 'code' | 'name'>[];
  error: { field: keyof TypedCheckValues | null; message: string } | null;
}) {
  const fieldError = (field: keyof TypedCheckValues) =>
    error?.field === field ? error.message : undefined;
  return (
    <Form
      method="get"
      action="/sanctions/check"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 mobile:p-4"
      aria-labelledby="typed-check-heading"
    >
      <h2 id="typed-check-heading" className="text-xl font-bold text-ink">
        Данные компании
      </h2>
      <p className="text-sm text-slate-600">
        Укажите название компании, её регистрационный номер или ИНН — хотя бы одно. Название можно
        писать латиницей или кириллицей.
      </p>
      {error ? <FormAlert>{error.message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            label="Название компании"
            name="name"
            defaultValue={values.name}
            error={fieldError('name')}
            autoComplete="off"
          />
        </div>
        <TextField
          label="Регистрационный номер"
          name="regCode"
          defaultValue={values.regCode}
          error={fieldError('regCode')}
          autoComplete="off"
        />
        <TextField
          label="ИНН / налоговый номер"
          name="vatCode"
          defaultValue={values.vatCode}
          error={fieldError('vatCode')}
          autoComplete="off"
        />
        <div className="sm:col-span-2">
          <label
            htmlFor="typed-check-country"
            className="mb-1.5 block text-sm font-semibold text-slate-700"
          >
            Страна <span className="font-normal text-slate-500">(необязательно)</span>
          </label>
          <select
            id="typed-check-country"
            name="country"
            defaultValue={values.country}
            aria-invalid={error?.field === 'country' ? true : undefined}
            className="h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-ink outline-none hover:border-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
          >
            <option value="">Любая страна</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button
        type="submit"
        className="w-full rounded-lg bg-brand-600 px-8 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-700 sm:w-auto"
      >
        Проверить
      </button>
    </Form>
  );
}
