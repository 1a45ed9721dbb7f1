import { CUSTOMER_MAIL_TEXTS, mailText } from '../../../contracts/mail-delivery';
import { data, Form, redirect, useNavigation } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { tryDomain } from '../../lib/domain-result.server';
import { seoMeta } from '../../lib/seo';
import { linkParams, reportFilePath } from './report-link-path';
import type { Route } from './+types/report-link';
import { PAGE_MESSAGES } from '../../../contracts/page-messages';

/**
 * The report link of the payment e-mail. A page cannot answer with a file (its loader's data is
 * rendered as the page), so a genuine, fresh link goes on to the file's own address; an expired
 * one offers a new link, anything else says the link is invalid. Nothing is recorded here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [expires, sig] = linkParams(request);
  const kind = await context.services.payments.reportLinkState(params.number, expires, sig);
  if (kind === 'valid') {
    throw redirect(`${reportFilePath(params.number)}${new URL(request.url).search}`);
  }
  return data({ kind }, { status: kind === 'expired' ? 410 : 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const [expires, sig] = linkParams(request);
  const result = await tryDomain(() =>
    context.services.payments.renewReportLink(params.number, expires, sig),
  );
  if (!result.ok) return data({ sent: false, message: result.message }, { status: result.status });
  return { sent: true, message: null, isMailed: context.services.isMailDelivered };
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Ссылка на отчёт',
    description: 'Скачивание отчёта.',
    noindex: true,
  });
}

export default function ReportLink({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isExpired = loaderData.kind === 'expired';
  return (
    <div className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-3xl font-bold text-ink">
        {isExpired ? 'Срок действия ссылки истёк' : PAGE_MESSAGES.linkInvalid}
      </h1>
      {isExpired ? (
        <>
          <p className="mt-4 text-slate-700">
            Ссылки на отчёт в письмах действуют 30 дней. Мы можем отправить новую ссылку на адрес,
            указанный в заказе.
          </p>
          {actionData?.sent ? (
            <p role="status" className="mt-6 rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800">
              {mailText(
                CUSTOMER_MAIL_TEXTS.reportLinkRenewed,
                'isMailed' in actionData && actionData.isMailed,
              )}
            </p>
          ) : (
            <Form method="post" className="mt-6 space-y-4">
              {actionData?.message ? <FormAlert>{actionData.message}</FormAlert> : null}
              <button
                type="submit"
                disabled={navigation.state !== 'idle'}
                className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                Отправить новую ссылку
              </button>
            </Form>
          )}
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          Проверьте, что ссылка скопирована из письма целиком. Отчёт всегда можно скачать на
          странице заказа или в разделе{' '}
          <a href="/my-orders" className="text-brand-700 underline">
            «Мои заказы»
          </a>
          .
        </p>
      )}
    </div>
  );
}
