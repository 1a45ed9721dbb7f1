import { Link } from 'react-router';
import { STAFF_AREA_PATH } from '../../../../contracts/staff/access';
import {
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  ReviewListFilter,
} from '../../../../contracts/staff/reviews';
import { NewReviewForm } from '../../../components/staff/reviews/new-review-form';
import type { ReviewActionData } from '../../../components/staff/reviews/review-action-data';
import { StaffReviewCard } from '../../../components/staff/reviews/staff-review-card';
import { StaffNotice, StaffPageHeader, StaffPagination } from '../../../components/staff/staff-ui';
import { formFields, requireStaff } from '../../../lib/require-staff.server';
import { staffMeta } from '../../../lib/staff-meta';
import { reviewAction } from './review-action.server';
import type { Route } from './+types/reviews';

/** `/admin1515/company_review`: reviews awaiting approval first, then published and hidden. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  const url = new URL(request.url);
  const filter = ReviewListFilter.parse(Object.fromEntries(url.searchParams));
  return {
    page: await context.services.staff.reviews.list(actor, filter),
    search: url.searchParams.toString(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  return reviewAction(context.services.staff.reviews, actor, await formFields(request));
}

export const meta = () => staffMeta('Отзывы');

const EMPTY_TEXT = {
  awaiting: 'Новых отзывов нет — всё проверено.',
  published: 'Опубликованных отзывов пока нет.',
  hidden: 'Скрытых отзывов нет.',
} as const;

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  const { page, search } = loaderData;
  const result = actionData as ReviewActionData | undefined;
  const cardResult = (id: number) =>
    result?.id === id && result.intent !== 'create' ? result : undefined;
  // A decision moves the review to another tab; its message then shows above the list.
  const isOrphan =
    result?.message &&
    (result.intent === 'create' ? result.ok : !page.reviews.some((r) => r.id === result.id));
  const total = page.counts.awaiting + page.counts.published + page.counts.hidden;
  return (
    <>
      <StaffPageHeader title="Отзывы">
        Отзывы для страницы «Отзывы» на сайте. Опубликованный отзыв появляется там сразу, скрытый —
        сразу исчезает.
      </StaffPageHeader>
      <nav aria-label="Состояние отзывов" className="mb-5 flex flex-wrap gap-2">
        {REVIEW_STATUSES.map((status) => {
          const isCurrent = status === page.status;
          return (
            <Link
              key={status}
              to={`${STAFF_AREA_PATH}/company_review?status=${status}`}
              aria-current={isCurrent ? 'page' : undefined}
              className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold ${
                isCurrent
                  ? 'bg-brand-600 text-white'
                  : 'border border-slate-300 bg-white text-ink hover:bg-slate-50'
              }`}
            >
              {REVIEW_STATUS_LABELS[status]}
              <span
                className={`rounded-full px-2 text-xs ${
                  isCurrent
                    ? 'bg-white text-brand-700'
                    : status === 'awaiting' && page.counts.awaiting > 0
                      ? 'bg-amber-100 text-amber-900'
                      : 'bg-slate-100'
                }`}
              >
                {page.counts[status]}
              </span>
            </Link>
          );
        })}
      </nav>
      {isOrphan ? (
        <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
      ) : null}
      <NewReviewForm result={result?.intent === 'create' ? result : undefined} total={total} />
      {page.reviews.length > 0 ? (
        <ul className="space-y-4" aria-label={REVIEW_STATUS_LABELS[page.status]}>
          {page.reviews.map((review) => (
            <StaffReviewCard key={review.id} review={review} result={cardResult(review.id)} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-600">
          {EMPTY_TEXT[page.status]}
        </p>
      )}
      <StaffPagination
        page={page.page}
        pageSize={page.pageSize}
        total={page.counts[page.status]}
        search={new URLSearchParams(search)}
      />
    </>
  );
}
