import { Link, redirect } from 'react-router';
import { COUNTRY_QUERY_PARAM, normalizeCountryCode } from '../../lib/chosen-country';
import { CountryGrid } from '../../components/countries/country-grid';
import { FilterInput } from '../../components/filter-input';
import { PageHeader } from '../../components/page-header';
import { useCountryFilter } from '../../lib/use-country-filter';
import { RegionIcon } from '../../components/countries/region-icon';
import { ArrowRightIcon } from '../../components/ui-icons';
import { COUNTRY_FORMS, pluralRu } from '../../lib/plural-ru';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/index';

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Страны: проверка компаний по всему миру',
    description:
      'Выберите регион или страну, чтобы найти иностранную компанию и заказать кредитный отчёт на русском языке. Европа, Азия, СНГ, Америка, Африка, Океания — более 200 стран.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { dictionary } = context.services;
  // The country chooser without JavaScript sends `?country=de` here: straight to its search.
  const code = normalizeCountryCode(new URL(request.url).searchParams.get(COUNTRY_QUERY_PARAM));
  if (code && (await dictionary.getCountry(code))) {
    throw redirect(`/countries/country/${code}#search`);
  }
  const [groups, countries] = await Promise.all([
    dictionary.listCountryGroups(),
    dictionary.listCountries(),
  ]);
  return { groups, countries };
}

export default function CountriesPage({ loaderData }: Route.ComponentProps) {
  const { groups, countries } = loaderData;
  const { query, setQuery, shown: matches, isFiltering } = useCountryFilter(countries);
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Страны', path: '/countries' }]}
        title="Страны и регионы"
        lead={`Проверяем компании в ${countries.length} ${pluralRu(countries.length, ['стране', 'странах', 'странах'])} и территориях. Выберите регион или найдите страну по названию.`}
      >
        <div className="mt-6 max-w-xl">
          <FilterInput
            label="Быстрый поиск страны"
            placeholder="Например, Германия"
            value={query}
            onChange={setQuery}
          />
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-6 py-10 mobile:px-4">
        {isFiltering ? (
          <section aria-labelledby="matches-heading" className="mb-12">
            <h2 id="matches-heading" className="mb-4 text-xl font-bold" aria-live="polite">
              {matches.length
                ? `Найдено: ${matches.length} ${pluralRu(matches.length, COUNTRY_FORMS)}`
                : 'Ничего не найдено — проверьте написание'}
            </h2>
            <CountryGrid countries={matches} label="Найденные страны" />
          </section>
        ) : null}
        <section aria-labelledby="groups-heading">
          <h2 id="groups-heading" className="mb-4 text-xl font-bold">
            Регионы
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="country-groups">
            {groups.map((group) => (
              <li key={group.id}>
                <Link
                  to={`/countries/continent/${group.slug}`}
                  data-region={group.slug}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                >
                  <RegionIcon slug={group.slug} className="h-8 w-8 text-brand-600" />
                  <span className="mt-4 text-xl font-bold text-ink group-hover:text-brand-700">
                    {group.name}
                  </span>
                  <span className="mt-1 text-slate-600">
                    {group.countriesCount} {pluralRu(group.countriesCount, COUNTRY_FORMS)}
                  </span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-600">
                    Смотреть страны
                    <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
