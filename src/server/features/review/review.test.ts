import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PublicReviewSchema } from '#shared/review/review.schemas';

import { expectError } from '../../test/assertions';
import { createTestApp, type TestApp } from '../../test/test-app';

const REVIEW_KEYS = Object.keys(PublicReviewSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/review/:productSlug', () => {
  it('lists the approved reviews of the product, newest first, with only the first name of their author', async () => {
    const product = await t.factories.product();
    const ada = await t.factories.member({ firstName: 'Ada', lastName: 'Okafor' });
    const bola = await t.factories.member({ firstName: 'Bola' });
    const chidi = await t.factories.member({ firstName: 'Chidi' });
    const dayo = await t.factories.member({ firstName: 'Dayo', lastName: 'Bello' });

    const older = await t.factories.review(product, ada, {
      rating: 5,
      title: 'Perfect fit',
      review: 'Wore it to a wedding.',
      isRecommended: true,
    });
    await t.factories.review(product, bola, { status: 'Waiting Approval', title: 'Pending' });
    await t.factories.review(product, chidi, { status: 'Rejected', title: 'Rejected' });
    const newer = await t.factories.review(product, dayo, {
      rating: 2,
      title: 'Runs small',
      review: 'Order a size up.',
      isRecommended: false,
    });
    await t.factories.review(await t.factories.product(), ada, { title: 'Another product' });

    const res = await t.get(`/api/review/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reviews: [
        {
          _id: newer.id,
          title: 'Runs small',
          review: 'Order a size up.',
          rating: 2,
          isRecommended: 0,
          created: newer.created.toISOString(),
          user: { firstName: 'Dayo' },
        },
        {
          _id: older.id,
          title: 'Perfect fit',
          review: 'Wore it to a wedding.',
          rating: 5,
          isRecommended: 1,
          created: older.created.toISOString(),
          user: { firstName: 'Ada' },
        },
      ],
    });
    for (const review of res.body.reviews) {
      expect(Object.keys(review).sort()).toEqual(REVIEW_KEYS);
      expect(Object.keys(review.user)).toEqual(['firstName']);
    }
    const text = JSON.stringify(res.body);
    for (const author of [ada, dayo]) {
      expect(text).not.toContain(author.email);
      expect(text).not.toContain(author.user.id);
      expect(text).not.toContain(author.user.lastName);
    }
  });

  it('answers an empty list for a product without approved reviews', async () => {
    const product = await t.factories.product();
    await t.factories.review(product, await t.factories.member(), { status: 'Waiting Approval' });
    const res = await t.get(`/api/review/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ reviews: [] });
  });

  it('answers 404 for an unknown product or one not in the shop', async () => {
    const reviewer = await t.factories.member();
    const offBrand = await t.factories.brand({ isActive: false });
    const hidden = [
      await t.factories.product({ isActive: false }),
      await t.factories.product({ brand: offBrand }),
      await t.factories.product({ brand: null }),
    ];
    for (const product of hidden) await t.factories.review(product, reviewer);
    for (const slug of [...hidden.map((p) => p.slug), 'no-such-product']) {
      expectError(await t.get(`/api/review/${slug}`), 404, 'NOT_FOUND', 'No product found.');
    }
  });
});
