import { formatMoscowDateTime } from '../../../contracts/date-time';
import { certificateFacts } from '../../../contracts/sanctions-certificate-facts';
import {
  CERTIFICATE_DISCLAIMER,
  CERTIFICATE_STATUS_TEXT,
  type SanctionsCertificateView,
} from '../../../contracts/sanctions-certificate';
import type { ScreeningStatus } from '../../../contracts/screening';

const STATUS_CLASS: Record<ScreeningStatus, string> = {
  clear: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  possible: 'border-amber-200 bg-amber-50 text-amber-900',
  match: 'border-red-200 bg-red-50 text-red-900',
};

/** The certificate's record as stored and signed: what the PDF states, line for line. */
export function CertificateRecord({ certificate }: { certificate: SanctionsCertificateView }) {
  const facts = certificateFacts(certificate);
  return (
    <>
      <section aria-labelledby="certificate-company" className="mt-8">
        <h2 id="certificate-company" className="text-xl font-bold text-ink">
          Проверенная компания
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {facts.company.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-600">{label.replace(/:$/, '')}</dt>
              <dd className="font-semibold break-words text-ink">{value}</dd>
            </div>
          ))}
          <dt className="text-slate-600">Дата и время проверки</dt>
          <dd className="font-semibold text-ink">
            <time dateTime={certificate.checkedAt}>
              {formatMoscowDateTime(certificate.checkedAt)}
            </time>
          </dd>
        </dl>
      </section>
      <p
        role="status"
        className={`mt-8 rounded-xl border px-5 py-4 text-lg ${STATUS_CLASS[certificate.status]}`}
      >
        Результат проверки: <strong>{CERTIFICATE_STATUS_TEXT[certificate.status]}</strong>
      </p>
      <section aria-labelledby="certificate-lists" className="mt-8">
        <h2 id="certificate-lists" className="text-xl font-bold text-ink">
          Санкционные списки
        </h2>
        {/* Phones get one card per list: four columns do not fit 375 pixels. */}
        <ul className="mt-3 space-y-2 sm:hidden">
          {facts.lists.map((list) => (
            <li key={list.code} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="font-semibold text-ink">{list.name}</p>
              <p className="mt-1 text-sm text-slate-700">
                Редакция от {list.date}, записей: {list.entries}
              </p>
              <p className="mt-1 text-sm text-ink">Результат: {list.result}</p>
            </li>
          ))}
        </ul>
        <table className="mt-3 hidden w-full border-collapse text-left text-sm sm:table">
          <thead>
            <tr className="border-b-2 border-slate-300 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Список
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Редакция от
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                Записей
              </th>
              <th scope="col" className="py-2 font-semibold">
                Результат
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.lists.map((list) => (
              <tr key={list.code} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-medium text-ink">
                  {list.name}
                </th>
                <td className="py-2 pr-4 whitespace-nowrap">{list.date}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap">{list.entries}</td>
                <td className="py-2">{list.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {facts.matches.length ? (
        <section aria-labelledby="certificate-matches" className="mt-8">
          <h2 id="certificate-matches" className="text-xl font-bold text-ink">
            Совпадения
          </h2>
          <ul className="mt-3 space-y-3">
            {facts.matches.map((match) => (
              <li key={match.key} className="rounded-xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold break-words text-ink">{match.heading}</h3>
                <ul className="mt-2 space-y-1 text-sm break-words text-slate-700">
                  {match.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-8 text-sm text-slate-600">{CERTIFICATE_DISCLAIMER}</p>
    </>
  );
}
