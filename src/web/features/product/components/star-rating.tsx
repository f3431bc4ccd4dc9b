import { STAR_COUNT } from '#shared/review/review.rules';

import { cn } from '../../../lib/cn';

const STAR = 'M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

/** Five stars, the rating rounded to whole stars (no half stars). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.min(STAR_COUNT, Math.max(0, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of ${STAR_COUNT}`}
      className={cn('inline-flex items-center gap-0.5 text-gold', className)}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className="size-3.5" aria-hidden="true">
          <path
            d={STAR}
            fill={index < filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </span>
  );
}
