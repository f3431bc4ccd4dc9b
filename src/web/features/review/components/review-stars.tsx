import { useId } from 'react';

import { STAR_COUNT } from '#shared/review/review.rules';

import { cn } from '../../../lib/cn';

const STAR = 'M12 2.8l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 16.8l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z';

/** A rating to the nearest half star. */
export function toHalfStars(rating: number): number {
  return Math.min(STAR_COUNT, Math.max(0, Math.round(rating * 2) / 2));
}

/** Five read-only stars; a half star is drawn half filled. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  const value = toHalfStars(rating);
  // useId's characters are not all valid in url(#...): keep letters and digits.
  const clipId = `half-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of ${STAR_COUNT}`}
      className={cn('inline-flex items-center gap-0.5 text-gold', className)}
    >
      {Array.from({ length: STAR_COUNT }, (_, index) => {
        const fill = value - index >= 1 ? 'full' : value - index === 0.5 ? 'half' : 'empty';
        return (
          <svg
            key={index}
            viewBox="0 0 24 24"
            className="size-4"
            aria-hidden="true"
            data-star={fill}
          >
            {fill === 'half' ? (
              <defs>
                <clipPath id={`${clipId}-${index}`}>
                  <rect x="0" y="0" width="12" height="24" />
                </clipPath>
              </defs>
            ) : null}
            {fill !== 'empty' ? (
              <path
                d={STAR}
                fill="currentColor"
                clipPath={fill === 'half' ? `url(#${clipId}-${index})` : undefined}
              />
            ) : null}
            <path
              d={STAR}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          </svg>
        );
      })}
    </span>
  );
}
