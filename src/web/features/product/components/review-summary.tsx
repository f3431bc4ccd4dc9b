import { STAR_COUNT, type ReviewSummary as Summary } from '#shared/review/review.rules';

import { StarRating } from './star-rating';

/** The average, the number of reviews and a bar per star. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const rows = summary.ratingSummary.map((entry) => {
    const [star, count] = Object.entries(entry)[0] ?? ['0', 0];
    return { star: Number(star), count };
  });
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-6xl font-semibold text-ink">
          {summary.averageRating}
        </span>
        <span className="text-sm text-muted">out of {STAR_COUNT}</span>
      </p>
      <StarRating rating={summary.averageRating} className="mt-2 [&_svg]:size-4" />
      <p className="mt-2 text-sm text-muted">
        Based on {summary.totalReviews} {summary.totalReviews === 1 ? 'review' : 'reviews'}
      </p>
      <ul className="mt-6 space-y-2" aria-label="Reviews per star">
        {rows.map(({ star, count }) => {
          const share = summary.totalSummary > 0 ? (count / summary.totalSummary) * 100 : 0;
          return (
            <li key={star} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-ink-soft">
                {star} {star === 1 ? 'star' : 'stars'}
              </span>
              <span aria-hidden="true" className="h-1.5 flex-1 bg-stone-200">
                <span className="block h-full bg-gold" style={{ width: `${share}%` }} />
              </span>
              <span className="w-6 shrink-0 text-right text-muted tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
