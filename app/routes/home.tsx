import { useMemo } from 'react';
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { publicFormAction } from '../lib/public-form-action.server';
import { FeedbackQuestion, THANK_YOU_TEXT } from '../../contracts/feedback';
import { QUESTION_FIELDS } from '../components/contact-form/question-result';
import { AboutBlock } from '../components/home/about-block';
import { ContactSection } from '../components/home/contact-section';
import { Guides } from '../components/home/guides';
import { Hero } from '../components/home/hero';
import { ReportContents } from '../components/home/report-contents';
import { SellingPoints } from '../components/home/selling-points';
import { CountrySearch } from '../components/country-search/country-search';
import { useChosenCountryCode } from '../lib/chosen-country';
import { serverActionOrFailure } from '../lib/client-form-action';
import { formTexts, pickFields } from '../lib/form-values';
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

/** The contact form's question (spec section 5), as POST /api/FeedBack/Question takes it. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = pickFields(formTexts(await request.formData()), QUESTION_FIELDS);
  const form = { schema: FeedbackQuestion, input: values, values, limit: 'question' as const };
  return publicFormAction(context, form, async (question) => {
    const { ip, userAgent } = context.client;
    await context.services.feedback.submitQuestion(question, {
      ip,
      userAgent: userAgent || undefined,
    });
    return { thanks: THANK_YOU_TEXT };
  });
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(request, serverAction);

/** Choosing a country only rewrites ?country: the search block loads its tariffs itself. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  // A question changes nothing the page shows.
  if (formAction === '/?index') return false;
  return defaultShouldRevalidate;
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
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
      <ContactSection site={site} question={actionData} />
    </>
  );
}
