import { useMemo } from 'react';
import { Link, useNavigation } from 'react-router';
import { CountryContent } from '../components/country-content';
import { CountrySearch } from '../components/country-search/country-search';
import { Flag } from '../components/flag';
import { PageHeader } from '../components/page-header';
import { ArrowRightIcon, Spinner } from '../components/ui-icons';
import { useChosenCountryCode } from '../lib/chosen-country';
import { renderSafeMarkdown } from '../lib/safe-markdown.server';
import { loadChosenCountry } from '../lib/load-chosen-country.server';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/country';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { countries, details } = await loadChosenCountry(context.services, request);
  return {
    countries,
    chosen: details
      ? {
          country: { ...details.country, tariffs: details.tariffs },
          contentHtml: renderSafeMarkdown(details.content),
        }
      : null,
  };
}

export function meta(args: Route.MetaArgs) {
  const chosen = args.loaderData?.chosen;
  return seoMeta(args, {
    title: chosen ? `Сведения о стране: ${chosen.country.name}` : 'Сведения о стране',
    description: chosen
      ? `${chosen.country.name}: реестры компаний, состав кредитного отчёта, сроки и стоимость проверки.`
      : 'Выберите страну, чтобы узнать, какие реестры в ней доступны, что войдёт в кредитный отчёт и сколько он стоит.',
  });
}

/** Spec section 2, /country: the content page of the country chosen on the home page. */
export default function ChosenCountryPage({ loaderData }: Route.ComponentProps) {
  const { countries, chosen } = loaderData;
  const [code, setCode] = useChosenCountryCode();
  const navigation = useNavigation();
  const country = useMemo(
    () => countries.find((c) => c.code.toLowerCase() === code) ?? null,
    [countries, code],
  );
  // While the loader fetches a newly chosen country, the old text must not pass for the new one.
  const content = chosen && chosen.country.code === country?.code ? chosen.contentHtml : null;
  const isLoadingContent = Boolean(country && !content && navigation.state !== 'idle');

  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Сведения о стране', path: '/country' }]}
        title={
          country ? (
            <>
              <Flag code={country.code} className="h-8 w-11" />
              {country.name}
            </>
          ) : (
            'Сведения о стране'
          )
        }
        lead={
          country
            ? 'Реестры страны, состав отчёта, сроки и стоимость проверки компании.'
            : 'Выберите страну, чтобы узнать, какие сведения о компаниях в ней доступны, сколько стоит отчёт и как быстро он будет готов.'
        }
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-6 py-8 mobile:px-4">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 mobile:p-4">
          {!country ? (
            <p data-testid="choose-country-prompt" className="mb-4 font-semibold text-ink">
              Страна не выбрана. Нажмите «Выберите страну» и найдите её по названию — здесь появятся
              сведения о ней.
            </p>
          ) : null}
          <CountrySearch
            country={country}
            loaded={chosen?.country ?? null}
            countries={countries}
            onCountryChange={(next) => setCode(next.code)}
          />
        </div>
        {country ? (
          <section
            aria-labelledby="chosen-about-heading"
            aria-busy={isLoadingContent || undefined}
            className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 mobile:p-5"
          >
            <h2 id="chosen-about-heading" className="mb-4 text-2xl font-bold">
              О проверке компаний: {country.name}
            </h2>
            {content ? (
              <CountryContent html={content} className="max-w-3xl" />
            ) : (
              <p role="status" className="flex items-center gap-2 text-slate-500">
                <Spinner className="h-5 w-5 text-brand-600" /> Загружаем сведения о стране…
              </p>
            )}
            <Link
              to={`/countries/country/${country.code.toLowerCase()}`}
              className="mt-6 inline-flex items-center gap-2 rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Найти компанию — {country.name}
              <ArrowRightIcon className="h-5 w-5" />
            </Link>
          </section>
        ) : null}
      </div>
    </>
  );
}
