import { useState } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { publicFormAction } from '../lib/public-form-action.server';
import {
  ReviewSubmission,
  type GetCompanyReviewsResponse,
  type Review,
} from '../../contracts/reviews';
import { Breadcrumbs } from '../components/breadcrumbs';
import { ReviewCard } from '../components/reviews/review-card';
import { ReviewForm } from '../components/reviews/review-form';
import { REVIEW_FIELDS } from '../components/reviews/review-result';
import { Stars } from '../components/reviews/stars';
import { apiPostJson } from '../lib/api-client';
import { serverActionOrFailure } from '../lib/client-form-action';
import { formTexts, pickFields } from '../lib/form-values';
import { pluralRu, type RuForms } from '../lib/plural-ru';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/feedbacks';

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.reviews.listPublished(1);
}

/** «Оставить отзыв», as POST /api/Review/Create takes it; the review waits for moderation. */
export async function action({ request, context }: Route.ActionArgs) {
  const values = pickFields(formTexts(await request.formData()), REVIEW_FIELDS);
  const form = { schema: ReviewSubmission, input: values, values, limit: 'review' as const };
  return publicFormAction(context, form, async (review) => {
    await context.services.reviews.submit(review, context.client);
    return { sent: true as const };
  });
}

export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  serverActionOrFailure(request, serverAction);

/** A review waits for moderation: sending one changes nothing the page shows. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export function meta(args: Route.MetaArgs) {
  return seoMeta(args, {
    title: 'Отзывы клиентов',
    description:
      'Отзывы компаний, которые проверяли иностранных контрагентов и заказывали кредитные отчёты через ИноПроверку: сроки, качество данных, поддержка.',
  });
}

const REVIEW_FORMS: RuForms = ['отзыв', 'отзыва', 'отзывов'];

export default function Feedbacks({ loaderData, actionData }: Route.ComponentProps) {
  const [items, setItems] = useState<Review[]>(loaderData.companyReview);
  const [page, setPage] = useState(loaderData.page);
  // Spec: the loading flag is set before the reviews request and cleared when it ends either way.
  const [loadingFeedBack, setLoadingFeedBack] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const hasMore = items.length < loaderData.total;

  async function loadMore() {
    setLoadingFeedBack(true);
    setLoadError(null);
    try {
      const next = await apiPostJson<GetCompanyReviewsResponse>(
        '/api/Dictionary/GetCompanyReviews',
        {
          reqId: crypto.randomUUID(),
          page: page + 1,
        },
      );
      setItems((current) => [
        ...current,
        ...next.companyReview.filter((r) => !current.some((c) => c.id === r.id)),
      ]);
      setPage(next.page);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'Не удалось загрузить отзывы.');
    } finally {
      setLoadingFeedBack(false);
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-6 py-10">
      <Breadcrumbs crumbs={[{ name: 'Отзывы', path: '/feedbacks' }]} />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">Отзывы клиентов</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Что говорят компании, которые проверяли зарубежных партнёров с нашей помощью.
          </p>
        </div>
        {loaderData.averageRating !== null ? (
          <p className="flex items-center gap-3 rounded-xl bg-white px-5 py-3 shadow-sm">
            <span className="text-3xl font-bold text-ink">
              {loaderData.averageRating.toFixed(1).replace('.', ',')}
            </span>
            <span>
              <Stars rating={Math.round(loaderData.averageRating)} className="h-5 w-5" />
              <span className="block text-sm text-slate-500">
                {loaderData.total} {pluralRu(loaderData.total, REVIEW_FORMS)}
              </span>
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section aria-labelledby="reviews-heading" aria-busy={loadingFeedBack}>
          <h2 id="reviews-heading" className="sr-only">
            Отзывы
          </h2>
          {items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <p className="text-lg font-medium text-ink">Отзывов пока нет</p>
              <p className="mt-2 text-slate-600">Станьте первым, кто расскажет о работе с нами.</p>
            </div>
          ) : (
            <ul className="space-y-5">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} />
                </li>
              ))}
            </ul>
          )}
          {loadingFeedBack ? (
            <p role="status" className="mt-6 flex items-center justify-center gap-3 text-slate-600">
              <span
                className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
                aria-hidden="true"
              />
              Загружаем отзывы…
            </p>
          ) : null}
          {loadError ? (
            <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-700">
              {loadError}
            </p>
          ) : null}
          {hasMore && !loadingFeedBack ? (
            <button
              type="button"
              onClick={loadMore}
              className="mt-6 w-full rounded-lg border border-slate-300 bg-white px-5 py-3 font-medium hover:bg-slate-50"
            >
              Показать ещё
            </button>
          ) : null}
        </section>
        <aside className="lg:sticky lg:top-28 lg:self-start">
          <ReviewForm result={actionData} />
        </aside>
      </div>
    </div>
  );
}
