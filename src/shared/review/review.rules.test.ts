import { describe, expect, it } from 'vitest';

import { ratingFromSlider, reviewSummary, sliderFromRating } from './review.rules';

describe('the rating filter slider (storefront spec §9)', () => {
  it('maps positions in steps of 20 to minimum stars: 100 any, 80 one, down to 0 five', () => {
    expect([100, 80, 60, 40, 20, 0].map(ratingFromSlider)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('snaps positions between steps and clamps outside 0 to 100', () => {
    expect(ratingFromSlider(85)).toBe(1);
    expect(ratingFromSlider(69)).toBe(2);
    expect(ratingFromSlider(140)).toBe(0);
    expect(ratingFromSlider(-20)).toBe(5);
  });

  it('goes back from stars to the slider position', () => {
    expect([0, 1, 2, 3, 4, 5].map(sliderFromRating)).toEqual([100, 80, 60, 40, 20, 0]);
    for (let stars = 0; stars <= 5; stars += 1) {
      expect(ratingFromSlider(sliderFromRating(stars))).toBe(stars);
    }
    expect(sliderFromRating(9)).toBe(0);
  });
});

describe('reviewSummary (storefront spec §3)', () => {
  it('counts per star (5 first), sums the ratings and rounds the average', () => {
    const summary = reviewSummary([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 2 }]);
    expect(summary.ratingSummary).toEqual([{ 5: 1 }, { 4: 2 }, { 3: 0 }, { 2: 1 }, { 1: 0 }]);
    expect(summary.totalRatings).toBe(15);
    expect(summary.totalReviews).toBe(4);
    expect(summary.totalSummary).toBe(4);
    // 15 / 4 = 3.75
    expect(summary.averageRating).toBe(4);
  });

  it('puts a rating in the bucket of its rounded value; one outside every bucket is not summed', () => {
    const summary = reviewSummary([{ rating: 4.6 }, { rating: 0 }]);
    expect(summary.ratingSummary[0]).toEqual({ 5: 1 });
    expect(summary.totalReviews).toBe(2);
    expect(summary.totalSummary).toBe(1);
    expect(summary.averageRating).toBe(2);
  });

  it('is all zeros without reviews', () => {
    expect(reviewSummary([])).toEqual({
      ratingSummary: [{ 5: 0 }, { 4: 0 }, { 3: 0 }, { 2: 0 }, { 1: 0 }],
      totalRatings: 0,
      totalReviews: 0,
      totalSummary: 0,
      averageRating: 0,
    });
  });
});
