import { Link } from 'react-router';
import type { Tariff } from '../../contracts/dictionary';
import {
  cheapestAndFastest,
  formatPrice,
  formatTariffDuration,
} from '../../contracts/tariff-duration';
import { FilterInput } from '../components/filter-input';
import { PageHeader } from '../components/page-header';
import { PriceTable, type PriceRow } from '../components/countries/price-table';
import { COUNTRY_FORMS, pluralRu } from '../lib/plural-ru';
import { seoMeta } from '../lib/seo';
import { useCountryFilter } from '../lib/use-country-filter';
import { useHydrated } from '../lib/use-hydrated';
import type { Route } from './+types/tariffs';

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Стоимость отчётов по странам',
    description:
      'Цены и сроки подготовки кредитных отчётов об иностранных компаниях в 200+ странах. Оплата только за готовый отчёт, гарантия возврата 100%.',
  });
}

/** Longer than any country's name: a longer `q` cannot match and is not worth keeping. */
const QUERY_MAX = 100;

/**
 * Every country in one line each (its lowest price and shortest delivery), already formatted:
 * the page stays small although it lists every country; the full tables are on the country
 * pages. `q` is the filter of the form sent without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, QUERY_MAX);
  const priceList = await context.services.dictionary.getPriceList();
  const countries = priceList.map(({ code, name, tariffs }): PriceRow => {
    const summary = cheapestAndFastest(tariffs);
    return {
      code: code.toLowerCase(),
      name,
      price: summary
        ? formatPrice(summary.cheapest.tariffPrice, summary.cheapest.tariffCurrency)
        : null,
      days: summary ? formatTariffDuration(summary.fastest) : null,
    };
  });
  return { countries, query, kinds: tariffKinds(priceList.flatMap((c) => c.tariffs)) };
}

/**
 * Each tariff name once with what it includes, as most countries describe it: the list shows
 * only each country's lowest price, so what the tariffs mean is said once above it.
 */
function tariffKinds(tariffs: Tariff[]): { name: string; description: string }[] {
  const counts = new Map<string, Map<string, number>>();
  for (const { tariffName, tariffDescription } of tariffs) {
    if (!tariffDescription) continue;
    const byText = counts.get(tariffName) ?? new Map<string, number>();
    byText.set(tariffDescription, (byText.get(tariffDescription) ?? 0) + 1);
    counts.set(tariffName, byText);
  }
  return [...counts].map(([name, byText]) => ({
    name,
    description: [...byText].sort((a, b) => b[1] - a[1])[0]![0],
  }));
}

/**
 * Spec section 2, /tariffs: the price list of every country, filtered by name as you type
 * (without JavaScript, by the form's GET request).
 */
export default function TariffsPage({ loaderData }: Route.ComponentProps) {
  const { countries, query: initialQuery, kinds } = loaderData;
  const { query, setQuery, shown, isFiltering } = useCountryFilter(countries, initialQuery);
  const isHydrated = useHydrated();
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Стоимость', path: '/tariffs' }]}
        title="Стоимость отчётов"
        lead="Цены и сроки подготовки отчёта в каждой стране. Срок указан в рабочих днях; оплата — только за готовый отчёт. Все тарифы страны — на её странице."
      >
        <div className="mt-6 flex flex-wrap items-end gap-4">
          <form
            method="get"
            action="/tariffs"
            role="search"
            className="flex w-full max-w-md items-end gap-2"
            // With JavaScript the list is already filtered as the visitor types.
            onSubmit={(event) => {
              if (isHydrated) event.preventDefault();
            }}
          >
            <div className="min-w-0 flex-1">
              <FilterInput
                label="Фильтр по названию страны"
                placeholder="Например, Казахстан"
                name="q"
                value={query}
                onChange={setQuery}
              />
            </div>
            <button
              type="submit"
              className="h-12 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              Найти
            </button>
          </form>
          <p className="pb-3 text-sm text-slate-500" role="status" data-testid="price-count">
            {isFiltering
              ? `Найдено: ${shown.length} ${pluralRu(shown.length, COUNTRY_FORMS)}`
              : `Всего: ${countries.length} ${pluralRu(countries.length, COUNTRY_FORMS)}`}
          </p>
        </div>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-6 py-8 mobile:px-4">
        {kinds.length ? (
          <section aria-labelledby="tariff-kinds-heading" className="mb-8">
            <h2 id="tariff-kinds-heading" className="mb-4 text-xl font-bold">
              Что входит в тарифы
            </h2>
            <dl className="grid gap-3 md:grid-cols-2">
              {kinds.map((kind) => (
                <div
                  key={kind.name}
                  data-testid="tariff-kind"
                  className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <dt className="font-semibold text-ink">{kind.name}</dt>
                  <dd className="mt-1 text-sm text-slate-600">{kind.description}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {shown.length ? (
          <PriceTable rows={shown} />
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
