import { z } from 'zod';
import { MESSAGES } from './messages';
import { multilineText, singleLineText } from './text';

export const REVIEW_THANK_YOU_TEXT =
  'Спасибо за отзыв! Он появится на сайте после проверки модератором.';
export const REVIEWS_PAGE_SIZE = 10;

const ReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  organisation: z.string(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
  date: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** Spec section 7: `{ reqId }`; `page` is this product's addition for loading more. */
export const GetCompanyReviewsRequest = z
  .object({
    reqId: singleLineText().max(100).optional(),
    page: z.number().int().min(1).max(1000).optional(),
  })
  .strict();

export const GetCompanyReviewsResponse = z.object({
  companyReview: z.array(ReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  averageRating: z.number().nullable(),
});
export type GetCompanyReviewsResponse = z.infer<typeof GetCompanyReviewsResponse>;

const required = (max: number, tooLong: string, base = singleLineText) =>
  base({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, tooLong);

/** A visitor's review; the same schema checks the form in the browser and the API. */
export const ReviewSubmission = z.object({
  author: required(100, 'Не длиннее 100 символов'),
  organisation: singleLineText().trim().max(200, 'Не длиннее 200 символов').default(''),
  text: required(3000, 'Не длиннее 3000 символов', multilineText).refine(
    (t) => t.length >= 20,
    'Напишите хотя бы пару предложений — от 20 символов',
  ),
  rating: z.coerce
    .number({ error: 'Поставьте оценку от 1 до 5' })
    .int('Поставьте оценку от 1 до 5')
    .min(1, 'Поставьте оценку от 1 до 5')
    .max(5, 'Поставьте оценку от 1 до 5'),
});
export type ReviewSubmission = z.infer<typeof ReviewSubmission>;
