import { Link } from 'react-router';

/** Where to go next from a dead end or a finished step: home, or the country list. */
export function HomeAndCountriesLinks({
  countriesLabel,
  className = '',
}: {
  countriesLabel: string;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <Link
        className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
        to="/"
      >
        На главную
      </Link>
      <Link
        className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium hover:bg-white"
        to="/countries"
      >
        {countriesLabel}
      </Link>
    </div>
  );
}
