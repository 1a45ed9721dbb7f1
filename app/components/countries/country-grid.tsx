import { Link } from 'react-router';
import type { Country } from '../../../contracts/dictionary';
import { Flag } from '../flag';

/** Countries as a grid of links to their pages, flag first. */
export function CountryGrid({ countries, label }: { countries: Country[]; label: string }) {
  return (
    <ul
      aria-label={label}
      data-testid="country-grid"
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
    >
      {countries.map((country) => (
        <li key={country.code}>
          <Link
            to={`/countries/country/${country.code.toLowerCase()}`}
            className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-[15px] font-medium text-ink shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700"
          >
            <Flag code={country.code} className="h-5 w-7" />
            <span className="min-w-0 break-words">{country.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
