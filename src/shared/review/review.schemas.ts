import { z } from 'zod';

import { APPROVAL_STATUSES } from '../common/constants';
import { pageQuery, refField, requiredText } from '../common/fields';
import { SORT_DIRS, listChoice, listId, listNumber } from '../common/list-query';
import { MSG } from '../common/messages';
import { fitField } from '../size-guide/size-guide.schemas';
import { REVIEW_MESSAGES } from './review.messages';
import { STAR_COUNT } from './review.rules';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 2000;

/** 1 to 5 whole stars; 0 (the form's starting value) means none was chosen. */
export const ratingField = z
  .number({ error: MSG.ratingRequired })
  .min(1, { message: MSG.ratingRequired, abort: true })
  .int(REVIEW_MESSAGES.ratingWhole)
  .max(STAR_COUNT, REVIEW_MESSAGES.ratingMax);

/** The stars as text, which the original client sends ("5"). */
const RATING_TEXTS: readonly string[] = ['1', '2', '3', '4', '5'];

/**
 * The rating as the API reads it: a number, or "1" to "5" for the original client. Any other
 * text is no rating chosen; numbers get the messages of the form.
 */
export const ratingBodyField = z
  .union([z.number(), z.string()], { error: MSG.ratingRequired })
  .transform((value, ctx) => {
    if (typeof value === 'number') return value;
    if (RATING_TEXTS.includes(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: MSG.ratingRequired });
    return z.NEVER;
  })
  .pipe(ratingField);

/**
 * Yes or No. The original client sends 1 / 0 (the select's values), a form select holds '1' /
 * '0', JSON clients may send true / false; all become a boolean.
 */
export const isRecommendedField = z
  .union([z.literal(1), z.literal(0), z.literal('1'), z.literal('0'), z.boolean()], {
    error: MSG.recommendableRequired,
  })
  .transform((value) => value === true || value === 1 || value === '1');

/** The review form: what a member writes. HTML is removed from the texts. */
export const ReviewFormSchema = z.object({
  title: requiredText(MSG.titleRequired, REVIEW_TITLE_MAX, 'Title'),
  review: requiredText(MSG.reviewRequired, REVIEW_TEXT_MAX, 'Review'),
  rating: ratingField,
  isRecommended: isRecommendedField,
  /** How the garment fits, if the member says (optional; the original client sends none). */
  fit: fitField,
});
export type ReviewFormValues = z.input<typeof ReviewFormSchema>;
export type ReviewForm = z.output<typeof ReviewFormSchema>;

/**
 * POST /api/review/add. Only these fields are read: the status, the author and anything else
 * sent are ignored (a new review always waits for approval). The rating may also come as text.
 */
export const ReviewAddBodySchema = z.object({
  product: refField(REVIEW_MESSAGES.productRequired),
  ...ReviewFormSchema.shape,
  rating: ratingBodyField,
});
export type ReviewAddBody = z.input<typeof ReviewAddBodySchema>;
export type ReviewAdd = z.output<typeof ReviewAddBodySchema>;

export const ReviewStatusSchema = z.enum(APPROVAL_STATUSES);

export const PublicReviewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  review: z.string(),
  rating: z.number().int(),
  /** 1 yes, 0 no. */
  isRecommended: z.union([z.literal(0), z.literal(1)]),
  created: z.string(),
  user: z.object({ firstName: z.string() }),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ProductReviewsResponseSchema = z.object({ reviews: z.array(PublicReviewSchema) });

/** A review as the moderation list shows it. `product` is null once it has left the shop. */
export const ModerationReviewSchema = PublicReviewSchema.extend({
  status: ReviewStatusSchema,
  product: z
    .object({ slug: z.string(), name: z.string(), imageUrl: z.string().nullable() })
    .nullable(),
});
export type ModerationReview = z.infer<typeof ModerationReviewSchema>;

export const ReviewListResponseSchema = z.object({
  reviews: z.array(ModerationReviewSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

/** What POST /api/review/add answers: the new review, waiting for approval. */
export const ReviewAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  review: PublicReviewSchema.omit({ user: true }).extend({
    product: z.string(),
    status: ReviewStatusSchema,
  }),
});
export type ReviewAddResponse = z.infer<typeof ReviewAddResponseSchema>;

/** Approve, reject and delete answer a message to show. */
export const ReviewActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** What GET /api/review sorts by (decision 0048): when written, the stars, the product's name. */
export const REVIEW_LIST_SORTS = ['created', 'rating', 'product'] as const;
export type ReviewListSort = (typeof REVIEW_LIST_SORTS)[number];

/** GET /api/review's optional filters (decision 0044) and sort (0048), next to `page` and `limit`. */
export const ReviewListQuerySchema = pageQuery.extend({
  status: listChoice(APPROVAL_STATUSES, REVIEW_MESSAGES.listStatusInvalid),
  product: listId(REVIEW_MESSAGES.listProductInvalid),
  rating: listNumber(STAR_COUNT, REVIEW_MESSAGES.listRatingInvalid),
  sort: listChoice(REVIEW_LIST_SORTS, REVIEW_MESSAGES.listSortInvalid),
  dir: listChoice(SORT_DIRS, REVIEW_MESSAGES.listDirInvalid),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;
