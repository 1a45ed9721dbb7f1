import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaffButton, staffInputClass } from './staff-ui';

const control = `${staffInputClass} w-full`;

/** A labelled control of a staff list's filter form (a GET form: the URL keeps the filters). */
function FilterField({
  id,
  label,
  className = '',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text, search or date field of a filter form, showing the value the URL holds. */
export function FilterInput({
  id,
  name,
  label,
  value,
  type = 'search',
  placeholder,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: 'search' | 'text' | 'date';
  placeholder?: string;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        className={control}
      />
    </FilterField>
  );
}

/** A choice of a filter form; the first option (empty value) is «all». */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  anyLabel: string;
  options: { value: string | number; label: string }[];
}) {
  return (
    <FilterField id={id} label={label}>
      <select id={id} name={name} defaultValue={value ?? ''} className={control}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** The form's button, and a link back to the unfiltered list once something is filtered. */
export function FilterActions({
  submitLabel = 'Найти',
  resetTo,
}: {
  submitLabel?: string;
  /** Where «Сбросить» leads; null when nothing is filtered (no link then). */
  resetTo: string | null;
}) {
  return (
    <div className="flex items-end gap-2">
      <StaffButton>{submitLabel}</StaffButton>
      {resetTo ? (
        <Link
          to={resetTo}
          className="inline-flex min-h-10 items-center px-2 text-sm whitespace-nowrap text-brand-600 hover:underline"
        >
          Сбросить
        </Link>
      ) : null}
    </div>
  );
}
