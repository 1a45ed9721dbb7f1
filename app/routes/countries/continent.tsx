import { Link } from 'react-router';
import { CountryGrid } from '../../components/countries/country-grid';
import { useCountryFilter } from '../../lib/use-country-filter';
import { FilterInput } from '../../components/filter-input';
import { PageHeader } from '../../components/page-header';
import { COUNTRY_FORMS, pluralRu } from '../../lib/plural-ru';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/continent';
import { PAGE_MESSAGES } from '../../../contracts/page-messages';
import { MESSAGES } from '../../../contracts/messages';

/** Groups are addressed by slug only (europe, north-america…); numeric ids stay internal. */
const SLUG_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  const result = SLUG_PATTERN.test(params.continent)
    ? await context.services.dictionary.listCountriesByGroup(params.continent)
    : null;
  if (!result) throw new Response(MESSAGES.groupNotFound, { status: 404 });
  return result;
}

export function meta(args: Route.MetaArgs) {
  const group = args.loaderData?.group;
  if (!group) return [{ title: PAGE_MESSAGES.notFound }];
  return seoMeta(args, {
    title: `${group.name}: проверка компаний по странам`,
    description: `Проверка иностранных компаний — ${group.name}: ${group.countriesCount} ${pluralRu(group.countriesCount, COUNTRY_FORMS)}. Выберите страну, найдите компанию и закажите кредитный отчёт на русском языке.`,
  });
}

export default function ContinentPage({ loaderData, params }: Route.ComponentProps) {
  const { group, countries } = loaderData;
  const { query, setQuery, shown } = useCountryFilter(countries);
  // An example from this very region, so the hint never names a country the filter cannot find.
  const example = countries[0];
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Страны', path: '/countries' },
          { name: group.name, path: `/countries/continent/${params.continent}` },
        ]}
        title={group.name}
        lead={`${countries.length} ${pluralRu(countries.length, COUNTRY_FORMS)}: выберите страну, чтобы найти компанию, узнать цены и скачать образец отчёта.`}
      />
      <div className="mx-auto max-w-7xl px-6 py-10 mobile:px-4">
        <div className="mb-6 max-w-md">
          <FilterInput
            label="Найти страну в списке"
            placeholder={example ? `Например, ${example.name}` : 'Название страны'}
            value={query}
            onChange={setQuery}
          />
        </div>
        {shown.length ? (
          <CountryGrid countries={shown} label={`Страны: ${group.name}`} />
        ) : (
          <p className="text-slate-600" role="status">
            В этом регионе такой страны нет. Попробуйте{' '}
            <Link className="text-brand-600 underline" to="/countries">
              поиск по всем странам
            </Link>
            .
          </p>
        )}
      </div>
    </>
  );
}
