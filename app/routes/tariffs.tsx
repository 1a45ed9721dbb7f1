import { Link } from 'react-router';
import { PriceListCard } from '../components/countries/price-list-card';
import { useCountryFilter } from '../lib/use-country-filter';
import { FilterInput } from '../components/filter-input';
import { PageHeader } from '../components/page-header';
import { COUNTRY_FORMS, pluralRu } from '../lib/plural-ru';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/tariffs';

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Стоимость отчётов по странам',
    description:
      'Цены и сроки подготовки кредитных отчётов об иностранных компаниях в 200+ странах. Оплата только за готовый отчёт, гарантия возврата 100%.',
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await context.services.dictionary.getPriceList() };
}

/** Spec section 2, /tariffs: the price list of every country, filtered by name as you type. */
export default function TariffsPage({ loaderData }: Route.ComponentProps) {
  const { countries } = loaderData;
  const { query, setQuery, shown, isFiltering } = useCountryFilter(countries);
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Стоимость', path: '/tariffs' }]}
        title="Стоимость отчётов"
        lead="Цены и сроки подготовки отчёта в каждой стране. Срок указан в рабочих днях; оплата — только за готовый отчёт."
      >
        <div className="mt-6 flex flex-wrap items-end gap-4">
          <div className="w-full max-w-md">
            <FilterInput
              label="Фильтр по названию страны"
              placeholder="Например, Казахстан"
              value={query}
              onChange={setQuery}
            />
          </div>
          <p className="pb-3 text-sm text-slate-500" role="status" data-testid="price-count">
            {isFiltering
              ? `Найдено: ${shown.length} ${pluralRu(shown.length, COUNTRY_FORMS)}`
              : `Всего: ${countries.length} ${pluralRu(countries.length, COUNTRY_FORMS)}`}
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-6 py-8 mobile:px-4">
        {shown.length ? (
          <ul
            aria-label="Прайс-лист"
            data-testid="price-list"
            className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {shown.map((country) => (
              <PriceListCard key={country.code} country={country} />
            ))}
          </ul>
        ) : (
          <p className="py-10 text-center text-slate-600">
            Страна не найдена. Проверьте написание или посмотрите{' '}
            <Link className="text-brand-600 underline" to="/countries">
              список регионов
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
