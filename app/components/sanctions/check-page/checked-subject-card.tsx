import { Flag } from '../../flag';
import type { CheckedSubject } from './checked-subject';

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-slate-800">{value}</dd>
    </div>
  );
}

/** The company's details exactly as they were checked. */
export function CheckedSubjectCard({ subject }: { subject: CheckedSubject }) {
  return (
    <section
      aria-labelledby="checked-company-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 mobile:p-4"
    >
      <p className="text-sm font-medium text-slate-500">Проверяемая компания</p>
      <h2
        id="checked-company-heading"
        className="mt-1 text-xl leading-snug font-bold wrap-anywhere text-ink"
      >
        {subject.name || 'Без названия'}
      </h2>
      {subject.nameLat ? <p className="text-sm text-slate-500">{subject.nameLat}</p> : null}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Row label="Рег. номер" value={subject.regCode} />
        <Row label="ИНН / налоговый номер" value={subject.vatCode} />
        {subject.country ? (
          <div className="min-w-0">
            <dt className="text-xs tracking-wide text-slate-500 uppercase">Страна</dt>
            <dd className="mt-0.5 flex items-center gap-2 text-slate-800">
              <Flag code={subject.country.code} className="h-4 w-6" />
              {subject.country.name}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
