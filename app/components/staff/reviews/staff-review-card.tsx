import { Form, useNavigation } from 'react-router';
import { REVIEW_SOURCE_LABELS, type StaffReviewRow } from '../../../../contracts/staff/reviews';
import { Stars } from '../../reviews/stars';
import { StaffButton, StaffNotice, StaffTime } from '../staff-ui';
import type { ReviewActionData } from './review-action-data';
import { ReviewFields, type ReviewValues } from './review-fields';

const STATUS_BADGES: Record<StaffReviewRow['status'], { label: string; className: string }> = {
  awaiting: { label: 'На проверке', className: 'bg-amber-50 text-amber-800' },
  published: { label: 'Опубликован', className: 'bg-emerald-50 text-emerald-800' },
  hidden: { label: 'Скрыт', className: 'bg-slate-100 text-slate-700' },
};

function Badge({ className, children }: { className: string; children: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** One review as staff see it: who, what, when and from where, with its decisions. */
export function StaffReviewCard({
  review,
  result,
}: {
  review: StaffReviewRow;
  result: ReviewActionData | undefined;
}) {
  const navigation = useNavigation();
  const isBusy = navigation.state === 'submitting';
  const refusedEdit = result && !result.ok && result.intent === 'update' ? result : undefined;
  const initial = (refusedEdit?.values as ReviewValues | undefined) ?? {
    author: review.author,
    organisation: review.organisation,
    text: review.text,
    rating: String(review.rating),
  };
  const badge = STATUS_BADGES[review.status];
  const headingId = `review-${review.id}-author`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        {result?.message ? (
          <StaffNotice kind={result.ok ? 'success' : 'error'}>{result.message}</StaffNotice>
        ) : null}
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-bold text-ink">
              {review.author}
            </h2>
            <p className="text-sm text-slate-600">
              {review.organisation || 'Организация не указана'}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1 text-right">
            <span className="flex items-center gap-2">
              <Stars rating={review.rating} />
              <span className="text-sm font-semibold text-slate-700">{review.rating} из 5</span>
            </span>
            <span className="flex flex-wrap justify-end gap-1.5">
              <Badge className={badge.className}>{badge.label}</Badge>
              <Badge className="bg-brand-50 text-brand-700">
                {REVIEW_SOURCE_LABELS[review.source]}
              </Badge>
              {review.isDemo ? <Badge className="bg-slate-100 text-slate-600">Демо</Badge> : null}
            </span>
          </div>
        </header>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{review.text}</p>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-500">
          <div className="flex gap-1">
            <dt>Отправлен:</dt>
            <dd>
              <StaffTime iso={review.createdAt} />
            </dd>
          </div>
          {review.publishedAt && review.status === 'published' ? (
            <div className="flex gap-1">
              <dt>Опубликован:</dt>
              <dd>
                <StaffTime iso={review.publishedAt} />
              </dd>
            </div>
          ) : null}
          {review.status === 'hidden' && review.moderatedAt ? (
            <div className="flex gap-1">
              <dt>Скрыт:</dt>
              <dd>
                <StaffTime iso={review.moderatedAt} />
              </dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>№</dt>
            <dd>{review.id}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-start gap-2">
          <Form method="post">
            <input type="hidden" name="id" value={review.id} />
            {review.status === 'published' ? (
              <StaffButton name="intent" value="hide" variant="secondary" disabled={isBusy}>
                Скрыть
              </StaffButton>
            ) : (
              <StaffButton name="intent" value="approve" disabled={isBusy}>
                Опубликовать
              </StaffButton>
            )}
          </Form>
          {review.status === 'awaiting' ? (
            <Form method="post">
              <input type="hidden" name="id" value={review.id} />
              <StaffButton name="intent" value="hide" variant="secondary" disabled={isBusy}>
                Скрыть
              </StaffButton>
            </Form>
          ) : null}
        </div>
        {/* Native disclosure: works without JavaScript; reopened with the typed text after a refusal. */}
        <details
          key={`${review.updatedAt}-${Boolean(refusedEdit)}`}
          open={Boolean(refusedEdit)}
          className="mt-4 rounded-lg border border-slate-200"
        >
          <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold text-brand-600 hover:bg-slate-50">
            Исправить опечатки
          </summary>
          <Form method="post" className="space-y-4 border-t border-slate-200 p-4">
            <input type="hidden" name="id" value={review.id} />
            <ReviewFields initial={initial} errors={refusedEdit?.errors} />
            <StaffButton name="intent" value="update" disabled={isBusy}>
              Сохранить исправления
            </StaffButton>
          </Form>
        </details>
      </article>
    </li>
  );
}
