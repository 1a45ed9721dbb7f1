import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../contracts/dates';
import { SANCTIONS_LIST_NAMES } from '../../../../contracts/sanctions-lists';
import {
  SCREENING_STATUS_TEXT,
  type ScreeningCheckResponse,
  type ScreeningMatch,
  type ScreeningStatus,
} from '../../../../contracts/screening';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import { StaffPanel, StaffTime } from '../staff-ui';

/** The screening of an order's company and what it was run on. */
export interface OrderScreening {
  /** 'register': the register's record of the company; 'order': the details of the order. */
  basis: 'register' | 'order';
  result: ScreeningCheckResponse;
}

const STATUS_STYLES: Record<ScreeningStatus, string> = {
  clear: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  possible: 'border-amber-300 bg-amber-50 text-amber-900',
  match: 'border-red-300 bg-red-50 text-red-800',
};

const STATUS_SIGNS: Record<ScreeningStatus, string> = { clear: '✓', possible: '?', match: '⚠' };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-800">{children}</dd>
    </div>
  );
}

function MatchDetails({ match }: { match: ScreeningMatch }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="screening-match">
      <h3 className="font-semibold text-ink">{match.name}</h3>
      <dl className="mt-2 divide-y divide-slate-100">
        <Fact label="Список">{SANCTIONS_LIST_NAMES[match.list]}</Fact>
        <Fact label="Номер в списке">{match.entryId}</Fact>
        <Fact label="Совпало с именем">{match.matchedName}</Fact>
        <Fact label="Другие имена">{match.aliases.length ? match.aliases.join('; ') : '—'}</Fact>
        <Fact label="Программы">{match.programs.length ? match.programs.join(', ') : '—'}</Fact>
        <Fact label="Внесён в список">{match.listedOn ? formatDate(match.listedOn) : '—'}</Fact>
        <Fact label="Оценка">{match.score.toFixed(2).replace('.', ',')} из 1</Fact>
        <Fact label="Почему">
          <ul className="list-disc space-y-0.5 pl-5">
            {match.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Fact>
      </dl>
    </li>
  );
}

/** «Санкционная проверка» of the staff order page: the status, the lists' dates, every match. */
export function OrderScreeningPanel({ screening }: { screening: OrderScreening | null }) {
  if (!screening) {
    return (
      <StaffPanel title="Санкционная проверка">
        <p className="text-sm text-slate-600">Проверка недоступна: страна заказа не найдена.</p>
      </StaffPanel>
    );
  }
  const { result, basis } = screening;
  return (
    <StaffPanel title="Санкционная проверка">
      <div data-testid="order-screening">
        <p
          className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-bold ${STATUS_STYLES[result.status]}`}
        >
          <span aria-hidden="true">{STATUS_SIGNS[result.status]}</span>
          {SCREENING_STATUS_TEXT[result.status]}
        </p>
        <p className="mt-2 text-sm text-slate-600">
          {basis === 'register'
            ? 'Проверены название и номера компании по записи реестра'
            : 'Проверены название и номера, указанные в заказе'}
          , <StaffTime iso={result.checkedAt} />. Автоматическая проверка по открытым официальным
          спискам, не юридическое заключение.
        </p>
        <h3 className="mt-4 text-sm font-semibold text-ink">Списки</h3>
        {result.lists.length ? (
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {result.lists.map((list) => (
              <li key={list.code}>
                {list.name} — от {formatDate(list.publishedAt)},{' '}
                {list.entries.toLocaleString('ru-RU')} зап.
                {list.stale ? (
                  <span className="ml-1 font-semibold text-amber-800">(устарел)</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm font-semibold text-red-700">
            Ни один список не загружен: проверка ничего не значит.{' '}
            <Link to={`${STAFF_AREA_PATH}/sanctions`} className="text-brand-700 underline">
              Санкционные списки
            </Link>
          </p>
        )}
        {result.matches.length ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-ink">
              Совпадения ({result.matches.length})
            </h3>
            <ul className="mt-2 space-y-3">
              {result.matches.map((match) => (
                <MatchDetails key={`${match.list}-${match.entryId}`} match={match} />
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </StaffPanel>
  );
}
