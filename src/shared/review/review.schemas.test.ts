import { describe, expect, it } from 'vitest';

import { ReviewAddBodySchema, ReviewFormSchema } from './review.schemas';

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
    });
    expect(ReviewFormSchema.parse({ ...valid, isRecommended: '0' }).isRecommended).toBe(false);
  });

  it('the request body is the form plus the product', () => {
    expect(Object.keys(ReviewAddBodySchema.shape)).toEqual([
      'product',
      'title',
      'review',
      'rating',
      'isRecommended',
    ]);
    expect(ReviewAddBodySchema.parse({ ...valid, product: ' p-1 ', status: 'Approved' })).toEqual({
      product: 'p-1',
      title: 'Sharp',
      review: 'Fits well.',
      rating: 4,
      isRecommended: true,
    });
  });
});
