import { useId, useState, type ReactNode } from 'react';
import { isRoublePrice, PRICE_CURRENCY } from '../../../../contracts/roubles';
import {
  TARIFF_DESCRIPTION_MAX_LENGTH,
  TariffInput,
  type StaffTariff,
} from '../../../../contracts/staff/content';
import { formatPrice, formatTariffDuration } from '../../../../contracts/tariff-duration';
import { staffInputClass } from '../staff-ui';

export type TariffValues = Record<
  'name' | 'price' | 'currency' | 'minDays' | 'maxDays' | 'sortOrder' | 'description',
  string
>;

/**
 * A tariff's fields as the editor starts them. One priced in another currency starts with no
 * price: saving its old number as roubles would invent an exchange rate of one.
 */
export function tariffValues(tariff: StaffTariff): TariffValues {
  return {
    name: tariff.name,
    price: isRoublePrice(tariff.currency) ? String(tariff.price) : '',
    currency: PRICE_CURRENCY,
    minDays: String(tariff.minDays),
    maxDays: String(tariff.maxDays),
    sortOrder: String(tariff.sortOrder),
    description: tariff.description,
  };
}

function SmallField({
  label,
  error,
  className = '',
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (attributes: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-slate-600">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const inputClass = (error?: string) => `${staffInputClass} w-full ${error ? 'border-red-500' : ''}`;

/**
 * The fields of a tariff with the line the public pages will show for it («2-4 раб.дня ·
 * 12 900 ₽»), updated as the editor types so the spec's duration rule is visible before saving.
 */
export function TariffFields({
  initial,
  errors = {},
}: {
  initial: TariffValues;
  errors?: Partial<Record<keyof TariffValues, string>>;
}) {
  const [draft, setDraft] = useState(initial);
  const update = (name: keyof TariffValues) => (value: string) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const number = (name: keyof TariffValues, label: string) => (
    <SmallField label={label} error={errors[name]}>
      {(attributes) => (
        <input
          {...attributes}
          name={name}
          inputMode="numeric"
          defaultValue={initial[name]}
          onChange={(e) => update(name)(e.target.value)}
          className={inputClass(errors[name])}
        />
      )}
    </SmallField>
  );
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-[minmax(10rem,2fr)_minmax(6rem,1fr)_6rem_5rem_5rem_5rem]">
        <SmallField label="Название" error={errors.name} className="col-span-2 sm:col-span-1">
          {(attributes) => (
            <input
              {...attributes}
              name="name"
              defaultValue={initial.name}
              maxLength={100}
              onChange={(e) => update('name')(e.target.value)}
              className={inputClass(errors.name)}
            />
          )}
        </SmallField>
        {number('price', 'Цена')}
        {/* Roubles only (contracts/roubles.ts): shown, sent, never chosen. */}
        <SmallField label="Валюта" error={errors.currency}>
          {(attributes) => (
            <input
              {...attributes}
              name="currency"
              value={PRICE_CURRENCY}
              readOnly
              className={`${inputClass(errors.currency)} bg-slate-50 text-slate-600`}
            />
          )}
        </SmallField>
        {number('minDays', 'Мин. дней')}
        {number('maxDays', 'Макс. дней')}
        {number('sortOrder', 'Порядок')}
      </div>
      <SmallField label="Что входит в тариф" error={errors.description} className="mt-3">
        {(attributes) => (
          <textarea
            {...attributes}
            name="description"
            rows={3}
            defaultValue={initial.description}
            maxLength={TARIFF_DESCRIPTION_MAX_LENGTH}
            placeholder="Например: выписка из реестра, руководители и владельцы, финансовая отчётность за три года"
            className={inputClass(errors.description)}
          />
        )}
      </SmallField>
      <TariffLine values={draft} />
    </>
  );
}

/** How the site will show the tariff, once the numbers make a tariff the server would take. */
function TariffLine({ values }: { values: TariffValues }) {
  const parsed = TariffInput.safeParse(values);
  return (
    <p className="mt-2 text-sm text-slate-600">
      На сайте:{' '}
      {parsed.success ? (
        <strong className="font-semibold text-ink" data-testid="tariff-line">
          {formatTariffDuration(parsed.data)} ·{' '}
          {formatPrice(parsed.data.price, parsed.data.currency)}
        </strong>
      ) : (
        <span className="text-slate-500">
          появится, когда название, цена и сроки будут заполнены верно
        </span>
      )}
    </p>
  );
}
