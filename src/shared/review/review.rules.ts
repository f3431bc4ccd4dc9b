export const STAR_COUNT = 5;

/** Rating filter slider: positions 100, 80, 60, 40, 20, 0 mean any, 1, 2, 3, 4, 5 stars and up. */
export const RATING_SLIDER_STEP = 20;

export function ratingFromSlider(position: number): number {
  const clamped = Math.min(
    100,
    Math.max(0, Math.round(position / RATING_SLIDER_STEP) * RATING_SLIDER_STEP),
  );
  return (100 - clamped) / RATING_SLIDER_STEP;
}

export function sliderFromRating(rating: number): number {
  return 100 - Math.min(STAR_COUNT, Math.max(0, Math.round(rating))) * RATING_SLIDER_STEP;
}

export interface ReviewSummary {
  /** One-key objects from star to count, 5 stars first. */
  ratingSummary: Array<Record<number, number>>;
  totalRatings: number;
  totalReviews: number;
  /** Reviews that fell into a star bucket. */
  totalSummary: number;
  /** totalRatings / totalReviews, rounded (0 without reviews). */
  averageRating: number;
}

/** The client-side summary of storefront spec section 3. */
export function reviewSummary(reviews: ReadonlyArray<{ rating: number }>): ReviewSummary {
  const counts = new Map<number, number>();
  for (let star = STAR_COUNT; star >= 1; star -= 1) counts.set(star, 0);
  let totalRatings = 0;
  let totalSummary = 0;
  for (const { rating } of reviews) {
    totalRatings += rating;
    const star = Math.round(rating);
    if (counts.has(star)) {
      counts.set(star, (counts.get(star) ?? 0) + 1);
      totalSummary += 1;
    }
  }
  const totalReviews = reviews.length;
  return {
    ratingSummary: [...counts].map(([star, count]) => ({ [star]: count })),
    totalRatings,
    totalReviews,
    totalSummary,
    averageRating: totalReviews > 0 ? Math.round(totalRatings / totalReviews) : 0,
  };
}
