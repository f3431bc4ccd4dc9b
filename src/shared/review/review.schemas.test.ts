import { describe, expect, it } from 'vitest';

import { ReviewAddBodySchema, ReviewFormSchema } from './review.schemas';
import { SIZE_GUIDE_MESSAGES } from '../size-guide/size-guide.messages';

const valid = { title: 'Sharp', review: 'Fits well.', rating: 4, isRecommended: '1' };

function firstMessage(input: unknown): string | undefined {
  const result = ReviewFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the review form schema (storefront spec §5)', () => {
  it.each([
    [{ ...valid, title: ' ' }, 'Title is required.'],
    [{ ...valid, review: '' }, 'Review is required.'],
    [{ ...valid, rating: 0 }, 'Rating is required.'],
    [{ ...valid, isRecommended: '' }, 'Recommendable is required.'],
    [{ ...valid, isRecommended: undefined }, 'Recommendable is required.'],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('reads the select’s "1" / "0" as yes / no and strips HTML', () => {
    expect(ReviewFormSchema.parse({ ...valid, title: '<b>Sharp</b> fit' })).toEqual({
      title: 'Sharp fit',
      review: 'Fits well.',
      rating: 4,
      isRecommended: true,
      fit: null,
    });
    expect(ReviewFormSchema.parse({ ...valid, isRecommended: '0' }).isRecommended).toBe(false);
  });

  it('takes how it fits when given, and refuses another word with its message', () => {
    expect(ReviewFormSchema.parse({ ...valid, fit: 'small' }).fit).toBe('small');
    expect(ReviewFormSchema.parse({ ...valid, fit: '' }).fit).toBeNull();
    expect(firstMessage({ ...valid, fit: 'tight' })).toBe(SIZE_GUIDE_MESSAGES.fitInvalid);
  });

  it('the request body is the form plus the product', () => {
    expect(Object.keys(ReviewAddBodySchema.shape)).toEqual([
      'product',
      'title',
      'review',
      'rating',
      'isRecommended',
      'fit',
    ]);
    expect(ReviewAddBodySchema.parse({ ...valid, product: ' p-1 ', status: 'Approved' })).toEqual({
      product: 'p-1',
      title: 'Sharp',
      review: 'Fits well.',
      rating: 4,
      isRecommended: true,
      fit: null,
    });
  });
});

describe('the rating of POST /api/review/add', () => {
  const body = { ...valid, product: 'p-1' };
  const ratingOf = (rating: unknown) => {
    const result = ReviewAddBodySchema.safeParse({ ...body, rating });
    return result.success ? result.data.rating : result.error.issues[0]?.message;
  };

  it('reads "1" to "5" as the original client sends them, and numbers', () => {
    expect(['1', '2', '3', '4', '5'].map(ratingOf)).toEqual([1, 2, 3, 4, 5]);
    expect([1, 5].map(ratingOf)).toEqual([1, 5]);
  });

  it.each([
    ['0', 'Rating is required.'],
    ['6', 'Rating is required.'],
    ['4.5', 'Rating is required.'],
    [' 5', 'Rating is required.'],
    ['five', 'Rating is required.'],
    ['', 'Rating is required.'],
    [null, 'Rating is required.'],
    [true, 'Rating is required.'],
    [0, 'Rating is required.'],
    [4.5, 'Rating must be a whole number of stars.'],
    [6, 'Rating may not be greater than 5.'],
  ])('refuses %j with the spec message', (rating, message) => {
    expect(ratingOf(rating)).toBe(message);
  });
});
