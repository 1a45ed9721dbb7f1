import { data, Link, redirect } from 'react-router';
import { publicFormAction } from '../../lib/public-form-action.server';
import { CompanySearchCriteria } from '../../../contracts/company-search';
import { CreateOrderRequest } from '../../../contracts/order';
import type { Tariff } from '../../../contracts/dictionary';
import { Breadcrumbs } from '../../components/breadcrumbs';
import type { Crumb } from '../../components/json-ld';
import { OrderCompanyCard } from '../../components/order/order-company-card';
import { OrderForm } from '../../components/order/order-form';
import { orderInputFromForm } from '../../components/order/order-form-input';
import { serverActionOrFailure } from '../../lib/client-form-action';
import { formTexts } from '../../lib/form-values';
import { tariffFromSearchParams } from '../../lib/chosen-tariff';
import { parseDbId } from '../../../contracts/ids';
import { placedOrderPath } from '../../lib/order-token';
import { criteriaFromSearchParams, filledCriteria } from '../../lib/company-search-query';
import { screenOrderedCompany } from '../../lib/order-screening.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/order';

/** The tariff chosen before the search, if it is one of this country's; else the first. */
function initialTariffId(tariffs: Tariff[], chosen: number | null): number | null {
  return tariffs.find((t) => t.id === chosen)?.id ?? tariffs[0]?.id ?? null;
}

/**
 * «Оформить заказ», with or without JavaScript: the API's schema and domain call, counted
 * against the API's limit.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formTexts(await request.formData());
  const form = {
    schema: CreateOrderRequest,
    input: orderInputFromForm(values),
    values,
    limit: 'order' as const,
  };
  const result = await publicFormAction(context, form, (input) =>
    context.services.orders.create(input, context.client),
  );
  // 303: the browser GETs the order's page, so a reload or Back/Forward never posts again and
  // the number and private link stay on screen (with or without JavaScript).
  if ('statusPath' in result) return redirect(placedOrderPath(result.statusPath), 303);
  return result;
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(request, serverAction);

/**
 * The order page. Its URL names the company (`?company=ID` from the register, or the country and
 * the typed details from the no-match view) and the tariff chosen on a report page, so a reload
 * keeps everything.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const chosenTariffId = tariffFromSearchParams(params);
  const { companies, dictionary, screening } = context.services;
  // Made here, not in the browser, so the page and its hydration carry the same key; the page
  // is never cached (server/site/cacheable-page.ts), so each visit gets its own.
  const idempotencyKey = crypto.randomUUID();
  const companyId = parseDbId(params.get('company'));
  if (params.has('company')) {
    const company = companyId ? await companies.getById(companyId) : null;
    const details = company ? await dictionary.getCountry(company.country.code) : null;
    if (!company || !details) return data({ kind: 'missing' as const }, { status: 404 });
    return {
      kind: 'registered' as const,
      company,
      screening: await screenOrderedCompany(screening, company),
      country: details.country,
      tariffs: details.tariffs,
      tariffId: initialTariffId(details.tariffs, chosenTariffId),
      idempotencyKey,
    };
  }
  const code = params.get('country');
  const details = code && /^[a-z]{2}$/i.test(code) ? await dictionary.getCountry(code) : null;
  const typed = CompanySearchCriteria.safeParse(filledCriteria(criteriaFromSearchParams(params)));
  if (details && typed.success) {
    return {
      kind: 'manual' as const,
      typed: typed.data,
      screening: await screenOrderedCompany(screening, {
        id: null,
        name: typed.data.name ?? null,
        regCode: typed.data.regCode ?? null,
        vatCode: typed.data.vatCode ?? null,
        countryCode: details.country.code,
      }),
      country: details.country,
      tariffs: details.tariffs,
      tariffId: initialTariffId(details.tariffs, chosenTariffId),
      idempotencyKey,
    };
  }
  return { kind: 'none' as const };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Оформление заказа',
    description: 'Заказ кредитного отчёта об иностранной компании без предоплаты.',
    noindex: true,
  });
}

/** The way back to the company's country, as its country and report pages show it. */
function orderCrumbs(page: Route.ComponentProps['loaderData']): Crumb[] {
  const last = { name: 'Оформление заказа', path: '/order' };
  if (page.kind === 'none' || page.kind === 'missing') return [last];
  return [
    { name: 'Страны', path: '/countries' },
    { name: page.country.name, path: `/countries/country/${page.country.code.toLowerCase()}` },
    last,
  ];
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <Breadcrumbs crumbs={orderCrumbs(loaderData)} />
      <h1 className="mt-6 text-3xl font-bold text-ink sm:text-4xl">Оформление заказа</h1>
      {loaderData.kind === 'none' || loaderData.kind === 'missing' ? (
        <div className="mt-8 max-w-2xl rounded-2xl border border-amber-200 bg-amber-50 p-8">
          <h2 className="text-xl font-bold text-ink">
            {loaderData.kind === 'missing' ? 'Компания не найдена' : 'Компания не выбрана'}
          </h2>
          <p className="mt-3 text-slate-700">
            {loaderData.kind === 'missing'
              ? 'Ссылка устарела или компания больше не значится в реестре. Найдите её снова — это займёт минуту.'
              : 'Чтобы заказать отчёт, сначала выберите страну и найдите компанию по названию или регистрационному номеру.'}
          </p>
          <Link
            to="/countries"
            className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            Перейти к поиску компании
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_420px]">
          <div className="order-2 lg:order-1">
            <OrderForm
              country={loaderData.country}
              tariffs={loaderData.tariffs}
              initialTariffId={loaderData.tariffId}
              idempotencyKey={loaderData.idempotencyKey}
              result={actionData}
              target={
                loaderData.kind === 'registered'
                  ? { companyId: loaderData.company.id }
                  : { company: loaderData.typed }
              }
            />
          </div>
          <aside className="order-1 lg:order-2 lg:sticky lg:top-28 lg:self-start">
            <OrderCompanyCard
              country={loaderData.country}
              company={loaderData.kind === 'registered' ? loaderData.company : null}
              typed={loaderData.kind === 'manual' ? loaderData.typed : null}
              screening={loaderData.screening}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
