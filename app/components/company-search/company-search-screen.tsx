import type { Country } from '../../../contracts/dictionary';
import { Flag } from '../flag';

/**
 * The search screen of a country (spec section 2): heading with flag and name, the criteria
 * form, the results. Its full behaviour is built in the company-search issue.
 */
export function CompanySearchScreen({ country }: { country: Country }) {
  return (
    <section aria-labelledby="company-search-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="company-search-heading" className="flex items-center gap-3 text-2xl font-bold">
        Поиск компании
        <Flag code={country.code} className="h-5 w-7" />
        <span>{country.name}</span>
      </h2>
    </section>
  );
}
