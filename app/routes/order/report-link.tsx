import { CUSTOMER_MAIL_TEXTS, mailText } from '../../../contracts/mail-delivery';
import { data, Form, useNavigation } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { tryDomain } from '../../lib/domain-result.server';
import { fileResponse } from '../../lib/file-response.server';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/report-link';

const linkParams = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return [params.get('expires'), params.get('sig')] as const;
};

/** The report link of the payment e-mail: the file while the link is fresh, else a way to a new one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const [expires, sig] = linkParams(request);
  const result = await context.services.payments.emailLinkFile(
    params.number,
    expires,
    sig,
    context.client,
  );
  if (result.kind === 'file') return fileResponse(result.file);
  return data({ kind: result.kind }, { status: result.kind === 'expired' ? 410 : 404 });
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
        {isExpired ? 'Срок действия ссылки истёк' : 'Ссылка недействительна'}
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
