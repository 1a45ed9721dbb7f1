import { useId } from 'react';
import type { Country } from '../../../contracts/dictionary';
import { Flag } from '../flag';
import { ChevronDownIcon } from '../ui-icons';

/**
 * The country selector until the page's script takes over: a native select dressed as the
 * selector's button, so a browser without JavaScript can choose a country and send the form
 * (`formId`) to its search. `required`: with no country chosen, the browser itself asks for one.
 */
export function NativeCountrySelect({
  countries,
  value,
  formId,
}: {
  countries: Country[];
  value: Country | null;
  formId: string;
}) {
  const id = useId();
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        Страна
      </label>
      <div className="relative">
        {value ? (
          <Flag
            code={value.code}
            className="pointer-events-none absolute top-1/2 left-4.5 h-5 w-7 -translate-y-1/2"
          />
        ) : (
          <span
            className="pointer-events-none absolute top-1/2 left-4.5 h-5 w-7 -translate-y-1/2 rounded-[3px] bg-slate-200"
            aria-hidden="true"
          />
        )}
        <select
          id={id}
          name="country"
          data-testid="country-select"
          form={formId}
          required
          defaultValue={value?.code.toLowerCase() ?? ''}
          className={`h-13 w-full appearance-none truncate rounded-xl border-2 border-slate-300 bg-white pr-11 pl-14 text-base valid:font-semibold valid:text-ink hover:border-brand-500 ${value ? 'font-semibold text-ink' : 'text-slate-500'}`}
        >
          <option value="" disabled>
            Выберите страну
          </option>
          {countries.map((country) => (
            <option key={country.code} value={country.code.toLowerCase()}>
              {country.name}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-4.5 h-5 w-5 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
