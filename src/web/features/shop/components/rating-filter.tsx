import { useId, useState } from 'react';

import {
  RATING_SLIDER_STEP,
  ratingFromSlider,
  sliderFromRating,
} from '#shared/review/review.rules';

import { useDeferredCommit } from '../hooks/use-deferred-commit';

/** 0 is any rating; 1 to 4 are "and up"; 5 is five stars only. */
export function ratingLabel(stars: number): string {
  if (stars <= 0) return 'Any rating';
  if (stars >= 5) return '5 stars';
  return `${stars} ${stars === 1 ? 'star' : 'stars'} & up`;
}

/**
 * The rating slider in steps of 20, as the original store had it: 100 is any rating, 80 one
 * star and up, down to 0 for five stars.
 */
export function RatingFilter({
  rating,
  onChange,
}: {
  rating: number;
  onChange: (stars: number) => void;
}) {
  const id = useId();
  const [position, setPosition] = useState(sliderFromRating(rating));
  const [shown, setShown] = useState(rating);
  if (shown !== rating) {
    setShown(rating);
    setPosition(sliderFromRating(rating));
  }
  const commit = useDeferredCommit(onChange);
  const stars = ratingFromSlider(position);

  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-xs font-semibold tracking-[0.16em] text-ink uppercase">
          Rating
        </label>
        <span className="text-sm text-ink-soft" aria-hidden="true">
          {ratingLabel(stars)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={RATING_SLIDER_STEP}
        value={position}
        aria-valuetext={ratingLabel(stars)}
        className="mt-4 w-full accent-ink"
        onChange={(event) => {
          const next = Number(event.target.value);
          setPosition(next);
          commit(ratingFromSlider(next));
        }}
      />
      <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
        <span>5 stars</span>
        <span>Any</span>
      </div>
    </div>
  );
}
