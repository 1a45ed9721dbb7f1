import { Link } from 'react-router';
import type { ScreeningCheckResponse } from '../../../../contracts/screening';
import type { CheckedSubject } from './checked-subject';
import { CheckedSubjectCard } from './checked-subject-card';
import { ScreeningListsTable } from './screening-lists-table';
import { ScreeningMatchCard } from './screening-match-card';
import { ScreeningVerdict } from './screening-verdict';

/** Where the certificate form posts; its action belongs to the certificate's own routes. */
const CERTIFICATE_ACTION = '/sanctions/certificates';

/**
 * A check's whole answer, for a register company and for typed details alike: the company as
 * checked, the verdict, each list with its date, each match in detail, what the check is not,
 * and what to do next (the certificate, a report).
 */
export function ScreeningResultView({
  subject,
  result,
  certificateFields,
  orderHref,
}: {
  subject: CheckedSubject;
  result: ScreeningCheckResponse;
  /** The hidden fields that name the company to the certificate's action. */
  certificateFields: Record<string, string>;
  /** The order page for this company, when one can be ordered from these details. */
  orderHref: string | null;
}) {
  return (
    <div className="space-y-6" data-testid="screening-result">
      <CheckedSubjectCard subject={subject} />
      <ScreeningVerdict result={result} />
      <section aria-labelledby="screening-lists-heading">
        <h2 id="screening-lists-heading" className="mb-3 text-xl font-bold text-ink">
          Списки, по которым проверена компания
        </h2>
        <ScreeningListsTable lists={result.lists} />
      </section>
      {result.matches.length ? (
        <section aria-labelledby="screening-matches-heading">
          <h2 id="screening-matches-heading" className="mb-3 text-xl font-bold text-ink">
            Похожие записи списков
          </h2>
          <ul className="space-y-3">
            {result.matches.map((match) => (
              <li key={`${match.list}-${match.entryId}`}>
                <ScreeningMatchCard match={match} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p
        data-testid="screening-disclaimer"
        className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700"
      >
        Это автоматическая проверка по официальным открытым спискам, а не юридическое заключение.
        Совпадение имени ещё не значит, что под санкциями именно эта компания, а отсутствие
        совпадений не заменяет проверку банком или юристом.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <form method="post" action={CERTIFICATE_ACTION}>
          {Object.entries(certificateFields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            Получить справку (PDF)
          </button>
        </form>
        {orderHref ? (
          <Link
            to={orderHref}
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium hover:bg-slate-50"
          >
            Заказать отчёт
          </Link>
        ) : null}
      </div>
    </div>
  );
}
