import type { Review } from '../../../contracts/reviews';
import { formatDate } from '../../../contracts/dates';
import { Stars } from './stars';

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-bold text-ink">{review.author}</h3>
          {review.organisation ? (
            <p className="text-sm text-slate-500">{review.organisation}</p>
          ) : null}
        </div>
        <div className="text-right">
          <Stars rating={review.rating} />
          <p className="mt-1 text-xs text-slate-500">
            <time dateTime={review.date}>{formatDate(review.date)}</time>
          </p>
        </div>
      </header>
      <p className="mt-4 leading-relaxed whitespace-pre-line text-slate-700">{review.text}</p>
    </article>
  );
}
