import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ReviewStars, toHalfStars } from './review-stars';

function starsOf(rating: number): Array<string | null> {
  const { unmount } = render(<ReviewStars rating={rating} />);
  const stars = [...screen.getByRole('img').querySelectorAll('svg')].map((svg) =>
    svg.getAttribute('data-star'),
  );
  unmount();
  return stars;
}

describe('ReviewStars', () => {
  it('draws whole and half stars, read-only', () => {
    expect(starsOf(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starsOf(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
    render(<ReviewStars rating={2.5} />);
    expect(screen.getByRole('img', { name: 'Rated 2.5 out of 5' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('rounds to the nearest half and stays within 0 to 5', () => {
    expect([3.24, 3.26, 3.74, 3.76, -1, 7].map(toHalfStars)).toEqual([3, 3.5, 3.5, 4, 0, 5]);
  });
});
