import { data } from 'react-router';
import { MESSAGES } from '../../../contracts/messages';
import { ScreeningCheckRequest } from '../../../contracts/screening';
import { PageHeader } from '../../components/page-header';
import { ScreeningResultView } from '../../components/sanctions/check-page/screening-result-view';
import { TypedCheckForm } from '../../components/sanctions/check-page/typed-check-form';
import { seoMeta } from '../../lib/seo';
import {
  TYPED_CHECK_FIELDS,
  TYPED_CHECK_LABELS,
  typedCheckFromQuery,
  type TypedCheckField,
} from '../../lib/typed-check';
import { typedOrderPath } from '../../lib/typed-order-path';
import type { Route } from './+types/check';

/** The first problem with the details, naming the field it is about. */
function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0];
  const key = issue?.path[0] === 'countryId' ? 'country' : issue?.path[0];
  const field = TYPED_CHECK_FIELDS.find((f) => f === key) ?? null;
  const message = issue?.message ?? MESSAGES.badRequest;
  return { field, message: field ? `${TYPED_CHECK_LABELS[field]}: ${message}` : message };
}

/**
 * The check of typed details (GET, so it works without JavaScript): the query runs the same
 * check as POST /api/Screening/Check, under the same per-client limit; bad details are a 400
 * with the form and the reason in Russian.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { values, isSubmitted } = typedCheckFromQuery(new URL(request.url).searchParams);
  const countries = (await context.services.dictionary.listCountries()).map(({ code, name }) => ({
    code,
    name,
  }));
  const page = { values, countries, error: null, checked: null };
  if (!isSubmitted) return page;
  // A check is made at the moment it is asked for: never kept.
  const headers = { 'cache-control': 'no-store' };
  const refuse = (status: number, error: { field: TypedCheckField | null; message: string }) =>
    data({ ...page, error }, { status, headers });
  const turn = await context.takeLimitTurn('screening');
  if (turn !== true) return refuse(429, { field: null, message: turn.message });
  const parsed = ScreeningCheckRequest.safeParse({
    name: values.name || undefined,
    regCode: values.regCode || undefined,
    vatCode: values.vatCode || undefined,
    countryId: values.country || undefined,
  });
  if (!parsed.success) return refuse(400, firstIssue(parsed.error));
  const result = await context.services.screening.check(parsed.data);
  const country = countries.find((c) => c.code === values.country.toUpperCase()) ?? null;
  if (!result || (values.country && !country)) {
    return refuse(400, { field: 'country', message: MESSAGES.countryNotFound });
  }
  const subject = {
    name: values.name,
    nameLat: null,
    regCode: values.regCode || null,
    vatCode: values.vatCode || null,
    country,
  };
  const submitted = { ...values, country: country?.code ?? '' };
  return data({ ...page, values: submitted, checked: { subject, result } }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Проверка компании по санкционным спискам',
    description:
      'Бесплатная проверка иностранной компании по санкционным спискам OFAC, ЕС, Великобритании и ООН по названию, регистрационному номеру или ИНН: результат сразу, с датами списков.',
    // A checked query is someone's own question, not a page for a search engine.
    noindex: args.location.search !== '',
  });
}

export default function TypedCheckPage({ loaderData: page }: Route.ComponentProps) {
  const { values, countries, error, checked } = page;
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Проверка по санкционным спискам', path: '/sanctions/check' }]}
        title="Проверка по санкционным спискам"
        lead="Сверим компанию со сводными списками OFAC, Евросоюза, Великобритании и ООН — бесплатно и сразу. Название читается и латиницей, и кириллицей."
      />
      <div className="mx-auto max-w-7xl px-6 py-8 mobile:px-4">
        <div className="max-w-5xl space-y-8">
          <TypedCheckForm
            key={JSON.stringify(values)}
            values={values}
            countries={countries}
            error={error}
          />
          {checked ? (
            <ScreeningResultView
              subject={checked.subject}
              result={checked.result}
              certificateFields={values}
              orderHref={typedOrderPath(values)}
            />
          ) : null}
        </div>
      </div>
    </>
  );
}
