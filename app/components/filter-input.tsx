import { useId } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { CloseIcon, SearchIcon } from './ui-icons';

/** An instant filter box with a visible label and a clear button. */
export function FilterInput({
  label,
  value,
  onChange,
  placeholder,
  name,
}: {
  label: string;
  /** Set inside a GET form: without JavaScript the form sends the filter to the server. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  const isHydrated = useHydrated();
  return (
    <div data-testid="filter" data-hydrated={isHydrated || undefined}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          name={name}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) onChange('');
          }}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-12 pl-12 text-base shadow-sm outline-none placeholder:text-slate-400 hover:border-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label="Очистить"
            className="absolute top-1/2 right-2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full text-slate-500 hover:bg-slate-100"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
