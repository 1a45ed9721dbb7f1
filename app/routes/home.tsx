import { useMemo } from 'react';
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AboutBlock } from '../components/home/about-block';
import { ContactSection } from '../components/home/contact-section';
import { Guides } from '../components/home/guides';
import { Hero } from '../components/home/hero';
import { ReportContents } from '../components/home/report-contents';
import { SellingPoints } from '../components/home/selling-points';
import { CountrySearch } from '../components/country-search/country-search';
import { useChosenCountryCode } from '../lib/chosen-country';
import { loadChosenCountry } from '../lib/load-chosen-country.server';
import { seoMeta } from '../lib/seo';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/home';

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Проверка иностранных компаний и кредитные отчёты',
    description:
      'Проверка иностранных контрагентов в 200+ странах: кредитные отчёты на русском языке, без предоплаты, с гарантией возврата 100%. Образцы отчётов и цены по странам.',
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { countries, details } = await loadChosenCountry(context.services, request);
  return {
    countries,
    chosen: details ? { ...details.country, tariffs: details.tariffs } : null,
  };
}

/** Choosing a country only rewrites ?country: the search block loads its tariffs itself. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { countries, chosen } = loaderData;
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site;
  const [code, setCode] = useChosenCountryCode();
  const country = useMemo(
    () => countries.find((c) => c.code.toLowerCase() === code) ?? null,
    [countries, code],
  );
  return (
    <>
      <Hero>
        <CountrySearch
          country={country}
          loaded={chosen}
          countries={countries}
          onCountryChange={(next) => setCode(next.code)}
        />
      </Hero>
      <SellingPoints />
      <ReportContents />
      <Guides />
      <AboutBlock />
      <ContactSection site={site} />
    </>
  );
}
