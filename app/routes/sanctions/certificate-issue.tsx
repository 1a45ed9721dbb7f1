import { data, Link, redirect, redirectDocument } from 'react-router';
import {
  certificatePath,
  certificatePdfPath,
  CERTIFICATE_TITLE,
} from '../../../contracts/sanctions-certificate';
import { CertificateForCompany } from '../../../contracts/sanctions-certificate-request';
import { ScreeningCheckRequest } from '../../../contracts/screening';
import { CertificateLookupForm } from './certificate-lookup-form';
import { FormAlert } from '../../components/form-alert';
import { tryDomain } from '../../lib/domain-result.server';
import { formTexts, numberField } from '../../lib/form-values';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/certificate-issue';

/** The form's fields as the domain takes them: a register company, or the details typed. */
function certificateInput(values: Record<string, string>) {
  if (values.companyId !== undefined && values.companyId !== '') {
    return { schema: CertificateForCompany, input: { companyId: numberField(values.companyId) } };
  }
  const typed = { name: values.name, regCode: values.regCode, vatCode: values.vatCode };
  const input = values.country ? { ...typed, countryId: values.country } : typed;
  return { schema: ScreeningCheckRequest, input };
}

/**
 * «Получить справку (PDF)» of the check pages: checks the company now, keeps the record and
 * sends the browser on to the certificate's PDF. Bad details: 400 with the Russian message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { schema, input } = certificateInput(formTexts(await request.formData()));
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    return data({ message: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const turn = await context.takeLimitTurn('certificate');
  if (turn !== true) return data({ message: turn.message }, { status: 429 });
  const result = await tryDomain(() => context.services.certificates.issue(parsed.data));
  if (!result.ok) return data({ message: result.message }, { status: result.status });
  // A document redirect: a form submitted by script would otherwise fetch the PDF as page data.
  return redirectDocument(certificatePdfPath(result.value), 303);
}

/** The verification form's GET lands here and goes on to the certificate's own address. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const number = params.get('number')?.trim().toUpperCase();
  const signature = params.get('s')?.trim();
  if (number && signature) throw redirect(certificatePath({ number, signature }));
  return null;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Проверка справки о санкционных списках',
    description: 'Проверка подлинности справки о проверке по санкционным спискам по её номеру.',
    noindex: true,
  });
}

export default function CertificateIssue({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="text-3xl font-bold text-ink">
        {actionData ? 'Справку выдать не удалось' : CERTIFICATE_TITLE}
      </h1>
      {actionData ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{actionData.message}</FormAlert>
          <Link to="/countries" className="inline-block text-brand-700 underline">
            Вернуться к поиску компании
          </Link>
        </div>
      ) : null}
      <h2 className="mt-10 text-xl font-bold text-ink">Проверить подлинность справки</h2>
      <p className="mt-2 text-slate-700">
        Введите номер справки и код проверки, напечатанные внизу справки, или отсканируйте её
        QR-код.
      </p>
      <CertificateLookupForm />
    </div>
  );
}
