import { data } from 'react-router';
import {
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_TITLE,
  certificatePdfPath,
} from '../../../contracts/sanctions-certificate';
import { CertificateLookupForm } from './certificate-lookup-form';
import { CertificateRecord } from '../../components/sanctions/certificate-record';
import { seoMeta } from '../../lib/seo';
import type { Route } from './+types/certificate';

/**
 * The public verification page of a certificate, where its QR code leads: the record exactly
 * as issued, or «Справка не найдена» (404) for a forged or altered number or code.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const signature = new URL(request.url).searchParams.get('s') ?? '';
  const certificate = await context.services.certificates.find(params.number, signature);
  if (!certificate) {
    return data(
      { certificate: null, number: params.number.toUpperCase(), signature },
      { status: 404, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  return data(
    { certificate, number: params.number, signature },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: args.data?.certificate
      ? `Справка № ${args.data.certificate.number}`
      : CERTIFICATE_NOT_FOUND,
    description: 'Проверка подлинности справки о проверке по санкционным спискам.',
    noindex: true,
  });
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate } = loaderData;
  if (!certificate) {
    return (
      <div className="mx-auto max-w-3xl px-6 py-12">
        <h1 className="text-3xl font-bold text-ink">{CERTIFICATE_NOT_FOUND}</h1>
        <p className="mt-4 text-slate-700">
          Справки с таким номером и кодом проверки нет, или её запись изменена после выдачи — такой
          справке доверять нельзя. Проверьте, что номер и код введены точно так, как напечатаны в
          справке, или отсканируйте её QR-код ещё раз.
        </p>
        <CertificateLookupForm number={loaderData.number} signature={loaderData.signature} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-6 py-12">
      <p className="text-sm font-semibold text-slate-600">{CERTIFICATE_TITLE}</p>
      <h1 className="mt-1 text-3xl font-bold break-words text-ink">
        Справка № <span className="whitespace-nowrap">{certificate.number}</span>
      </h1>
      <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 px-5 py-3 text-emerald-900">
        Справка подлинная: ниже — запись проверки в том виде, в каком она выдана. Сверьте её с
        напечатанной справкой.
      </p>
      <CertificateRecord certificate={certificate} />
      <a
        href={certificatePdfPath(certificate)}
        className="mt-8 inline-block rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        Открыть справку (PDF)
      </a>
    </div>
  );
}
