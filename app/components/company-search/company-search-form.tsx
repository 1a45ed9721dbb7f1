import { useId, useState, type FormEvent } from 'react';
import {
  AT_LEAST_ONE_CRITERION_MESSAGE,
  COMPANY_CRITERIA_LIMITS,
  hasIdentifyingCriterion,
} from '../../../contracts/company-search-rules';
import { TARIFF_PARAM } from '../../lib/chosen-tariff';
import type { CriteriaField, CriteriaValues } from '../../lib/company-search-query';
import { FormAlert } from '../form-alert';

/** Spec section 2: the fields and their exact labels, in this order. */
const FIELDS: {
  field: CriteriaField;
  label: string;
  hint?: string;
  wide?: boolean;
  autoComplete?: string;
}[] = [
  {
    field: 'name',
    label: 'Наименование организации',
    hint: 'На любом языке: латиницей, кириллицей или в местном написании',
    wide: true,
  },
  { field: 'regCode', label: 'Регистрационный номер' },
  { field: 'vatCode', label: 'TAX/VAT-номер' },
  { field: 'address', label: 'Адрес', wide: true },
  // The labels are the spec's own words; the hints say whose number and address are meant,
  // which customers took for their own contact fields.
  { field: 'phone', label: 'Телефон', hint: 'Телефон компании, а не ваш' },
  { field: 'email', label: 'E-mail', hint: 'E-mail компании, а не ваш' },
  { field: 'addInfo', label: 'Дополнительное информация', wide: true },
];

export function CompanySearchForm({
  action,
  tariffId,
  initial,
  onSearch,
}: {
  /** The country page: without JavaScript the form asks it for the search, as a link would. */
  action: string;
  /** The tariff chosen on the way, kept in the URL of the search. */
  tariffId: number | null;
  initial: CriteriaValues;
  onSearch: (values: CriteriaValues) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The rule is stated on screen; an empty search would only waste the user's time.
    if (!hasIdentifyingCriterion(values)) {
      setError(AT_LEAST_ONE_CRITERION_MESSAGE);
      return;
    }
    setError(null);
    onSearch(values);
  }

  return (
    <form
      method="get"
      action={`${action}#search`}
      noValidate
      onSubmit={onSubmit}
      aria-describedby={`${id}-rule`}
      className="space-y-5"
    >
      {tariffId !== null ? <input type="hidden" name={TARIFF_PARAM} value={tariffId} /> : null}
      <p id={`${id}-rule`} className="text-sm text-slate-600">
        Заполните хотя бы одно из полей: наименование, регистрационный номер или TAX/VAT-номер.
        Остальные поля уточняют поиск.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, hint, wide }) => (
          <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${id}-${field}`} className="text-sm font-medium text-slate-700">
              {label}
            </label>
            {field === 'addInfo' ? (
              <textarea
                id={`${id}-${field}`}
                name={field}
                rows={2}
                maxLength={COMPANY_CRITERIA_LIMITS[field]}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none"
              />
            ) : (
              <input
                id={`${id}-${field}`}
                name={field}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                maxLength={COMPANY_CRITERIA_LIMITS[field]}
                value={values[field]}
                onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                aria-describedby={hint ? `${id}-${field}-hint` : undefined}
                aria-invalid={error !== null && ['name', 'regCode', 'vatCode'].includes(field)}
                className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none"
              />
            )}
            {hint ? (
              <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-slate-500">
                {hint}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button
        type="submit"
        className="w-full rounded-lg bg-brand-600 px-8 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-700 sm:w-auto"
      >
        Найти
      </button>
    </form>
  );
}
