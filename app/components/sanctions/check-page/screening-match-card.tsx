import { formatDate } from '../../../../contracts/dates';
import { SANCTIONS_LIST_NAMES } from '../../../../contracts/sanctions-lists';
import type { ScreeningMatch } from '../../../../contracts/screening';

const KIND_LABELS: Record<ScreeningMatch['kind'], string> = {
  entity: 'организация',
  individual: 'физическое лицо',
  vessel: 'судно',
  aircraft: 'воздушное судно',
  other: 'иное',
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="wrap-anywhere text-slate-800">{children}</dd>
    </div>
  );
}

/** One list entry that resembles the company: what the list says and why it matched. */
export function ScreeningMatchCard({ match }: { match: ScreeningMatch }) {
  return (
    <article
      data-testid="screening-match"
      data-list={match.list}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm font-medium text-slate-600">
        {SANCTIONS_LIST_NAMES[match.list]} · запись {match.entryId}
      </p>
      <h3 className="mt-1 text-lg leading-snug font-bold wrap-anywhere text-ink">{match.name}</h3>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {match.matchedName !== match.name ? (
          <Row label="Совпало с именем">{match.matchedName}</Row>
        ) : null}
        {match.aliases.length ? <Row label="Другие имена">{match.aliases.join('; ')}</Row> : null}
        <Row label="Тип записи">{KIND_LABELS[match.kind]}</Row>
        {match.programs.length ? (
          <Row label="Санкционная программа">{match.programs.join(', ')}</Row>
        ) : null}
        <Row label="Внесена в список">
          {match.listedOn ? formatDate(match.listedOn) : 'список не указывает дату'}
        </Row>
        <Row label="Сходство">{Math.round(match.score * 100)}%</Row>
        <Row label="Почему совпало">
          <ul className="list-disc space-y-0.5 pl-5" data-testid="screening-reasons">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Row>
      </dl>
    </article>
  );
}
