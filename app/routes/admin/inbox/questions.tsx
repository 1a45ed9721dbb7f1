import {
  QUESTION_STATUSES,
  QUESTION_STATUS_LABELS,
  QuestionListFilter,
} from '../../../../contracts/staff/inbox';
import { listLink, QUESTIONS_PATH } from '../../../components/staff/inbox/inbox-links';
import { QuestionsFilter } from '../../../components/staff/inbox/questions-filter';
import { QuestionsTable } from '../../../components/staff/inbox/questions-table';
import { StatusTabs } from '../../../components/staff/status-tabs';
import { StaffPageHeader, StaffPagination } from '../../../components/staff/staff-ui';
import { requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import type { Route } from './+types/questions';

/** `/admin1515/questions`: contact-form questions, unanswered ones first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const filter = QuestionListFilter.parse(Object.fromEntries(url.searchParams));
  return {
    page: await context.services.staff.inbox.listQuestions(actor, filter),
    search: url.searchParams.toString(),
  };
}

export const meta = () => staffMeta('Вопросы');

const EMPTY_TEXT = {
  new: 'Вопросов без ответа нет — на всё ответили.',
  answered: 'Отвеченных вопросов пока нет.',
} as const;

export default function Questions({ loaderData }: Route.ComponentProps) {
  const { page, search } = loaderData;
  const { filter } = page;
  return (
    <>
      <StaffPageHeader title="Вопросы">
        Вопросы из формы обратной связи на сайте. Ответ уходит посетителю письмом, а его ответ
        придёт на общий адрес сайта.
      </StaffPageHeader>
      <StatusTabs
        label="Состояние вопросов"
        tabs={QUESTION_STATUSES.map((status) => ({
          key: status,
          label: QUESTION_STATUS_LABELS[status],
          count: page.counts[status],
          to: listLink(QUESTIONS_PATH, { status, q: filter.q }),
          isCurrent: status === filter.status,
          isWarning: status === 'new' && page.counts.new > 0,
        }))}
      />
      <QuestionsFilter filter={filter} />
      {page.questions.length > 0 ? (
        <QuestionsTable page={page} />
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {filter.q ? 'По этому запросу вопросов нет.' : EMPTY_TEXT[filter.status]}
        </p>
      )}
      <StaffPagination
        page={filter.page}
        pageSize={page.pageSize}
        total={page.counts[filter.status]}
        search={new URLSearchParams(search)}
      />
    </>
  );
}
