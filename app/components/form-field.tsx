import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';

type ShellProps = { label: string; error?: string; hint?: string; optional?: boolean };
type ControlAttributes = {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

// scroll-mt: a field focused after a failed submit stays clear of the sticky header.
const baseClass =
  'w-full scroll-mt-36 rounded-xl border bg-white px-4 text-base text-ink outline-none transition-colors placeholder:text-slate-400 focus:ring-2';

/** Label, hint and error around a control, tied together for screen readers; every form's fields. */
function FieldShell({
  label,
  error,
  hint,
  optional = false,
  children,
}: ShellProps & { children: (attributes: ControlAttributes) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && !error ? hintId : null, error ? errorId : null].filter(Boolean);
  const className = `${baseClass} ${
    error
      ? 'border-red-500 focus:ring-red-200'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:ring-brand-100'
  }`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
        {optional ? <span className="font-normal text-slate-500"> (необязательно)</span> : null}
      </label>
      {children({
        id,
        className,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  optional,
  ...input
}: ShellProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ className, ...attributes }) => (
        <input {...input} {...attributes} className={`${className} h-12`} />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  ...textarea
}: ShellProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ className, ...attributes }) => (
        <textarea {...textarea} {...attributes} className={`${className} min-h-32 resize-y py-3`} />
      )}
    </FieldShell>
  );
}
