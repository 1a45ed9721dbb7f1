import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CompanySearchScreen } from '../../components/company-search/company-search-screen';
import { DemoRegisterNote } from '../../components/company-search/demo-register-note';
import { CountryContent } from '../../components/country-content';
import { CountrySearch } from '../../components/country-search/country-search';
import { Flag } from '../../components/flag';
import { PageHeader } from '../../components/page-header';
import {
  cheapestAndFastest,
  formatPrice,
  formatTariffDuration,
} from '../../../contracts/tariff-duration';
import { tariffFromSearchParams } from '../../lib/chosen-tariff';
import { criteriaKey } from '../../lib/company-search-query';
import { seoMeta } from '../../lib/seo';
import { loadCountryDetails } from './country-details.server';
import { searchForPage } from './country-search.server';
import type { Route } from './+types/country';
import { PAGE_MESSAGES } from '../../../contracts/page-messages';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const loaded = await loadCountryDetails(context.services, params.id);
  const isDemo = await context.services.companies.isDemoRegister(loaded.country.code);
  const details = { ...loaded, isDemo };
  const answer = await searchForPage(new URL(request.url), context, details.country.code);
  if (!answer) return { ...details, search: null };
  return data({ ...details, search: answer.search }, answer.init);
}

/** A searched page's status headers (no-store, Retry-After) reach the browser. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The loader searches, and each search counts against the client's limit: it runs again only
 * for another country or other criteria, not after a form elsewhere on the page is sent nor
 * when only the chosen tariff changes (the component reads that from the URL).
 */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return criteriaKey(currentUrl.searchParams) !== criteriaKey(nextUrl.searchParams);
}

export function meta(args: Route.MetaArgs) {
  const data = args.loaderData;
  if (!data) return [{ title: PAGE_MESSAGES.notFound }];
  const { country, tariffs } = data;
  const summary = cheapestAndFastest(tariffs);
  const offer = summary
    ? ` Стоимость от ${formatPrice(summary.cheapest.tariffPrice, summary.cheapest.tariffCurrency)}, самый короткий срок — ${formatTariffDuration(summary.fastest)}.`
    : '';
  return seoMeta(args, {
    title: `${country.name}: проверка компаний и кредитные отчёты`,
    description: `Найдите компанию (${country.name}) по названию или регистрационному номеру и закажите кредитный отчёт на русском языке.${offer} Оплата только за готовый отчёт.`,
  });
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { country, tariffs, contentHtml, search, isDemo } = loaderData;
  const [params] = useSearchParams();
  const chosenTariffId = tariffFromSearchParams(params);
  const chosenTariff = tariffs.find((t) => t.id === chosenTariffId) ?? null;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Страны', path: '/countries' },
          { name: country.name, path: `/countries/country/${country.code.toLowerCase()}` },
        ]}
        title={
          <>
            <Flag code={country.code} className="h-8 w-11" />
            {country.name}
          </>
        }
        lead="Найдите компанию по названию или регистрационному номеру и закажите кредитный отчёт на русском языке. Оплата — только за готовый отчёт."
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-6 py-8 mobile:px-4">
        {/* The search is the page's main block; prices and the sample sit beside it. */}
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_400px]">
          <div id="search" className="scroll-mt-32 mobile:scroll-mt-20">
            {isDemo ? <DemoRegisterNote /> : null}
            <CompanySearchScreen country={country} chosenTariff={chosenTariff} search={search} />
          </div>
          <aside className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 mobile:p-4 lg:sticky lg:top-28">
            <CountrySearch country={country} loaded={{ ...country, tariffs }} inCountry />
          </aside>
        </div>
        <section
          aria-labelledby="country-about-heading"
          className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 mobile:p-5"
        >
          <h2 id="country-about-heading" className="mb-4 text-2xl font-bold">
            О проверке компаний: {country.name}
          </h2>
          <CountryContent html={contentHtml} className="max-w-3xl" />
        </section>
      </div>
    </>
  );
}
