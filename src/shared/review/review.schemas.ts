import { z } from 'zod';

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
