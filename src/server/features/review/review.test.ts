import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ApprovalStatus } from '#shared/common/constants';
import { imagePath } from '#shared/product/images';
import { ModerationReviewSchema, PublicReviewSchema } from '#shared/review/review.schemas';

import { DISABLED_MERCHANT_MESSAGE } from '../../http/auth';
import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, type ProductRow } from '../product/product.table';
import { reviews, type ReviewRow } from './review.table';

const REVIEW_KEYS = Object.keys(PublicReviewSchema.shape).sort();
const MODERATION_KEYS = Object.keys(ModerationReviewSchema.shape).sort();

const ADDED = 'Your review has been added successfully and will appear when approved!';
const DUPLICATE = 'You have already reviewed this product. Each member can review a product once.';
const APPROVED = 'Review has been approved successfully!';
const REJECTED = 'Review has been rejected successfully!';
const DELETED = 'Review has been deleted successfully!';
const NO_REVIEW = 'No review found.';
const NO_PRODUCT = 'No product found.';

// The catalog cache is on, as in production: every moderation must clear it for the shop to
// see the change.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ config: { catalogCacheSeconds: 60 } });
  admin = await t.factories.admin();
});
afterAll(async () => {
  await t.close();
});

function body(product: ProductRow, overrides: Record<string, unknown> = {}) {
  return {
    product: product.id,
    title: 'Fits like a glove',
    review: 'The tailoring is sharp and the cloth breathes.',
    rating: 4,
    isRecommended: 1,
    ...overrides,
  };
}

const add = (payload: unknown, by?: TestUser) => t.post('/api/review/add', payload, by?.token);

async function rowsFor(product: ProductRow): Promise<ReviewRow[]> {
  return t.db.select().from(reviews).where(eq(reviews.productId, product.id));
}

async function storedRating(product: ProductRow) {
  const [row] = await t.db
    .select({ ratingSum: products.ratingSum, reviewCount: products.reviewCount })
    .from(products)
    .where(eq(products.id, product.id));
  return row;
}

/** What the shop shows of a product's rating (through the cached item answer). */
async function shopRating(product: ProductRow) {
  const res = await t.get(`/api/product/item/${product.slug}`);
  expect(res.status).toBe(200);
  return {
    averageRating: res.body.product.averageRating,
    totalReviews: res.body.product.totalReviews,
  };
}

/** Names in the shop's list of a brand with at least `rating` stars. */
async function shopWithRating(brandSlug: string, rating: number): Promise<string[]> {
  const res = await t.get(`/api/product/list?brand=${brandSlug}&rating=${rating}`);
  expect(res.status).toBe(200);
  return res.body.products.map((p: { name: string }) => p.name);
}

async function titlesOnProductPage(product: ProductRow): Promise<string[]> {
  const res = await t.get(`/api/review/${product.slug}`);
  expect(res.status).toBe(200);
  return res.body.reviews.map((r: { title: string }) => r.title);
}

const approve = (id: string, by?: TestUser) =>
  t.put(`/api/review/approve/${id}`, undefined, by?.token);
const reject = (id: string, by?: TestUser) =>
  t.put(`/api/review/reject/${id}`, undefined, by?.token);
const remove = (id: string, by?: TestUser) => t.del(`/api/review/delete/${id}`, by?.token);

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
      expectError(await t.get(`/api/review/${slug}`), 404, 'NOT_FOUND', NO_PRODUCT);
    }
  });
});

describe('POST /api/review/add', () => {
  it('answers a guest 401 and stores nothing', async () => {
    const product = await t.factories.product();
    expectError(await add(body(product)), 401, 'UNAUTHENTICATED');
    expectError(await add({}), 401, 'UNAUTHENTICATED');
    expect(await rowsFor(product)).toEqual([]);
  });

  it('stores a member’s review waiting for approval, out of the shop and out of the rating', async () => {
    const product = await t.factories.product();
    const member = await t.factories.member();
    const res = await add(body(product, { rating: 5, isRecommended: 0 }), member);
    expect(res.status).toBe(200);
    const [row] = await rowsFor(product);
    expect(res.body).toEqual({
      success: true,
      message: ADDED,
      review: {
        _id: row!.id,
        product: product.id,
        title: 'Fits like a glove',
        review: 'The tailoring is sharp and the cloth breathes.',
        rating: 5,
        isRecommended: 0,
        status: 'Waiting Approval',
        created: row!.created.toISOString(),
      },
    });
    expect(row).toMatchObject({
      userId: member.user.id,
      status: 'Waiting Approval',
      rating: 5,
      isRecommended: false,
    });
    expect(await titlesOnProductPage(product)).toEqual([]);
    expect(await storedRating(product)).toEqual({ ratingSum: 0, reviewCount: 0 });
    expect(await shopRating(product)).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it('never lets the author choose the status, the author or the id: a member cannot self-approve', async () => {
    const product = await t.factories.product();
    const member = await t.factories.member();
    const other = await t.factories.member();
    const forgedId = uuidv7();
    const res = await add(
      body(product, {
        status: 'Approved',
        user: other.user.id,
        userId: other.user.id,
        _id: forgedId,
        created: '2001-01-01T00:00:00.000Z',
      }),
      member,
    );
    expect(res.status).toBe(200);
    expect(res.body.review.status).toBe('Waiting Approval');
    expect(res.body.review._id).not.toBe(forgedId);
    const rows = await rowsFor(product);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: member.user.id, status: 'Waiting Approval' });
    expect(rows[0]!.created.getUTCFullYear()).toBeGreaterThan(2001);
    expect(await storedRating(product)).toEqual({ ratingSum: 0, reviewCount: 0 });
    expect(await titlesOnProductPage(product)).toEqual([]);
  });

  it('stores the title and text as plain text, without HTML', async () => {
    const product = await t.factories.product();
    const res = await add(
      body(product, {
        title: '  <b>Sharp</b> <script>alert(1)</script>cut  ',
        review:
          '<p>Lovely <a href="https://spam.example">agbada</a>.</p><img src=x onerror=alert(1)>',
      }),
      await t.factories.member(),
    );
    expect(res.status).toBe(200);
    expect(res.body.review).toMatchObject({ title: 'Sharp alert(1)cut', review: 'Lovely agbada.' });
    const [row] = await rowsFor(product);
    expect(row).toMatchObject({ title: 'Sharp alert(1)cut', review: 'Lovely agbada.' });
  });

  it('reads Yes and No as 1 / 0, "1" / "0" or true / false', async () => {
    const product = await t.factories.product();
    const cases: Array<[unknown, boolean]> = [
      [1, true],
      [0, false],
      ['1', true],
      ['0', false],
      [true, true],
      [false, false],
    ];
    for (const [isRecommended, stored] of cases) {
      const member = await t.factories.member();
      const res = await add(body(product, { isRecommended }), member);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.review.isRecommended).toBe(stored ? 1 : 0);
      const [row] = await t.db.select().from(reviews).where(eq(reviews.id, res.body.review._id));
      expect(row!.isRecommended).toBe(stored);
    }
  });

  it('reads the rating sent as text, "1" to "5", as the original client sends it', async () => {
    const product = await t.factories.product();
    for (const rating of ['1', '2', '3', '4', '5']) {
      const res = await add(body(product, { rating }), await t.factories.member());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.review.rating).toBe(Number(rating));
    }
    expect((await rowsFor(product)).map((row) => row.rating).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes one review per member and product: a second one is refused in plain words', async () => {
    const product = await t.factories.product();
    const member = await t.factories.member();
    expect((await add(body(product), member)).status).toBe(200);
    expectError(
      await add(body(product, { title: 'Second thoughts', rating: 1 }), member),
      400,
      'BUSINESS_RULE',
      DUPLICATE,
    );
    // Still so once the first one is rejected.
    const [first] = await rowsFor(product);
    expect((await reject(first!.id, admin)).status).toBe(200);
    expectError(await add(body(product), member), 400, 'BUSINESS_RULE', DUPLICATE);
    expect(await rowsFor(product)).toHaveLength(1);

    // Another member, or the same member on another product, may review.
    expect((await add(body(product), await t.factories.member())).status).toBe(200);
    expect((await add(body(await t.factories.product()), member)).status).toBe(200);
    expect(await rowsFor(product)).toHaveLength(2);
  });

  it('lets merchants and admins review too, but not a disabled merchant', async () => {
    const product = await t.factories.product();
    expect((await add(body(product), await t.factories.merchant())).status).toBe(200);
    expect((await add(body(product), await t.factories.admin())).status).toBe(200);
    const disabled = await t.factories.merchant({ merchantActive: false });
    expectError(await add(body(product), disabled), 403, 'FORBIDDEN', DISABLED_MERCHANT_MESSAGE);
    expect(await rowsFor(product)).toHaveLength(2);
  });

  it('answers 404 for a product that is unknown or not in the shop', async () => {
    const member = await t.factories.member();
    const offBrand = await t.factories.brand({ isActive: false });
    const hidden = [
      await t.factories.product({ isActive: false }),
      await t.factories.product({ brand: offBrand }),
      await t.factories.product({ brand: null }),
    ];
    for (const product of hidden) {
      expectError(await add(body(product), member), 404, 'NOT_FOUND', NO_PRODUCT);
      expect(await rowsFor(product)).toEqual([]);
    }
    for (const id of [uuidv7(), 'not-an-id']) {
      expectError(await add({ ...body(hidden[0]!), product: id }, member), 404, 'NOT_FOUND');
    }
  });

  it.each([
    ['title', 'missing', { title: undefined }, 'Title is required.'],
    ['title', 'blank', { title: '   ' }, 'Title is required.'],
    ['title', 'only HTML', { title: '<b></b>' }, 'Title is required.'],
    ['title', 'not text', { title: 42 }, 'Title is required.'],
    [
      'title',
      'too long',
      { title: 'x'.repeat(101) },
      'Title may not be greater than 100 characters.',
    ],
    ['review', 'missing', { review: undefined }, 'Review is required.'],
    ['review', 'blank', { review: ' \n ' }, 'Review is required.'],
    [
      'review',
      'too long',
      { review: 'x'.repeat(2001) },
      'Review may not be greater than 2000 characters.',
    ],
    ['rating', 'missing', { rating: undefined }, 'Rating is required.'],
    ['rating', '0', { rating: 0 }, 'Rating is required.'],
    ['rating', 'negative', { rating: -3 }, 'Rating is required.'],
    ['rating', 'text', { rating: 'five' }, 'Rating is required.'],
    ['rating', 'null', { rating: null }, 'Rating is required.'],
    ['rating', '"0"', { rating: '0' }, 'Rating is required.'],
    ['rating', '"6"', { rating: '6' }, 'Rating is required.'],
    ['rating', '"4.5"', { rating: '4.5' }, 'Rating is required.'],
    ['rating', 'a half star', { rating: 4.5 }, 'Rating must be a whole number of stars.'],
    ['rating', 'above 5', { rating: 6 }, 'Rating may not be greater than 5.'],
    ['isRecommended', 'missing', { isRecommended: undefined }, 'Recommendable is required.'],
    ['isRecommended', 'null', { isRecommended: null }, 'Recommendable is required.'],
    ['isRecommended', '"yes"', { isRecommended: 'yes' }, 'Recommendable is required.'],
    ['isRecommended', '2', { isRecommended: 2 }, 'Recommendable is required.'],
    ['product', 'missing', { product: undefined }, 'Product is required.'],
    ['product', 'blank', { product: '  ' }, 'Product is required.'],
  ])('refuses %s when it is %s', async (path, _label, overrides, message) => {
    const product = await t.factories.product();
    expectValidation(
      await add(body(product, overrides), await t.factories.member()),
      path,
      message,
    );
    expect(await rowsFor(product)).toEqual([]);
  });

  it('names every missing field, title first', async () => {
    const res = await add({}, await t.factories.member());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Product is required.',
      code: 'VALIDATION_FAILED',
      issues: [
        { path: 'product', message: 'Product is required.' },
        { path: 'title', message: 'Title is required.' },
        { path: 'review', message: 'Review is required.' },
        { path: 'rating', message: 'Rating is required.' },
        { path: 'isRecommended', message: 'Recommendable is required.' },
      ],
    });
  });
});

describe('GET /api/review (moderation list)', () => {
  it('answers a guest 401 and a member or merchant 403', async () => {
    expectError(await t.get('/api/review'), 401, 'UNAUTHENTICATED');
    expectError(await t.get('/api/review', (await t.factories.member()).token), 403, 'FORBIDDEN');
    expectError(
      await t.get('/api/review?page=1&limit=20', (await t.factories.merchant()).token),
      403,
      'FORBIDDEN',
    );
  });

  it('lists every status, newest first, 20 a page, with the product and the author’s first name', async () => {
    // Its own store, so that the counts are this test's.
    const own = await createTestApp();
    try {
      const ownAdmin = await own.factories.admin();
      const brand = await own.factories.brand();
      const product = await own.factories.product({
        name: 'Emerald Senator',
        brand,
        imageKey: 'emerald-key',
      });
      const hidden = await own.factories.product({ name: 'Retired Kaftan', isActive: false });
      const authors = await Promise.all(
        Array.from({ length: 23 }, (_, i) => own.factories.member({ firstName: `Reader${i}` })),
      );
      const statuses: ApprovalStatus[] = ['Approved', 'Waiting Approval', 'Rejected'];
      const written: ReviewRow[] = [];
      for (const [i, author] of authors.entries()) {
        written.push(
          await own.factories.review(i === 21 ? hidden : product, author, {
            title: `Review ${i}`,
            rating: (i % 5) + 1,
            status: statuses[i % 3],
            isRecommended: i % 2 === 0,
          }),
        );
      }

      const first = await own.get('/api/review?page=1&limit=20', ownAdmin.token);
      expect(first.status).toBe(200);
      expect(Object.keys(first.body).sort()).toEqual([
        'count',
        'currentPage',
        'reviews',
        'totalPages',
      ]);
      expect(first.body).toMatchObject({ totalPages: 2, currentPage: 1, count: 23 });
      expect(first.body.reviews.map((r: { title: string }) => r.title)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Review ${22 - i}`),
      );
      for (const review of first.body.reviews) {
        expect(Object.keys(review).sort()).toEqual(MODERATION_KEYS);
      }
      const newest = written[22]!;
      expect(first.body.reviews[0]).toEqual({
        _id: newest.id,
        title: 'Review 22',
        review: newest.review,
        rating: 3,
        isRecommended: 1,
        status: 'Waiting Approval',
        created: newest.created.toISOString(),
        user: { firstName: 'Reader22' },
        product: {
          slug: product.slug,
          name: 'Emerald Senator',
          imageUrl: imagePath('emerald-key'),
        },
      });
      // A product out of the shop is not offered as a link.
      expect(first.body.reviews[1]).toMatchObject({
        title: 'Review 21',
        status: 'Approved',
        isRecommended: 0,
        product: null,
      });
      expect(first.body.reviews[2]).toMatchObject({ title: 'Review 20', status: 'Rejected' });
      expect(JSON.stringify(first.body)).not.toContain(authors[0]!.email);

      const second = await own.get('/api/review?page=2', ownAdmin.token);
      expect(second.body).toMatchObject({ totalPages: 2, currentPage: 2, count: 23 });
      expect(second.body.reviews.map((r: { title: string }) => r.title)).toEqual([
        'Review 2',
        'Review 1',
        'Review 0',
      ]);
      const small = await own.get('/api/review?page=3&limit=5', ownAdmin.token);
      expect(small.body).toMatchObject({ totalPages: 5, currentPage: 3, count: 23 });
      expect(small.body.reviews).toHaveLength(5);
      expect(small.body.reviews[0].title).toBe('Review 12');
    } finally {
      await own.close();
    }
  });
});

describe('moderation: approve, reject, delete', () => {
  async function pending(product: ProductRow, rating: number, title = `Rated ${rating}`) {
    const res = await add(body(product, { rating, title }), await t.factories.member());
    expect(res.status).toBe(200);
    return res.body.review._id as string;
  }

  it('is for admins only: a guest gets 401, a member (even the author) or a merchant 403, and nothing changes', async () => {
    const product = await t.factories.product();
    const author = await t.factories.member();
    const res = await add(body(product), author);
    const id = res.body.review._id as string;
    const approvedId = await pending(product, 5);
    expect((await approve(approvedId, admin)).status).toBe(200);

    for (const call of [approve, reject]) {
      expectError(await call(id), 401, 'UNAUTHENTICATED');
      for (const actor of [author, await t.factories.member(), await t.factories.merchant()]) {
        expectError(await call(id, actor), 403, 'FORBIDDEN');
      }
    }
    expectError(await remove(approvedId), 401, 'UNAUTHENTICATED');
    for (const actor of [author, await t.factories.merchant()]) {
      expectError(await remove(approvedId, actor), 403, 'FORBIDDEN');
      expectError(await remove(id, actor), 403, 'FORBIDDEN');
    }
    const disabled = await t.factories.merchant({ merchantActive: false });
    expectError(await approve(id, disabled), 403, 'FORBIDDEN', DISABLED_MERCHANT_MESSAGE);

    const rows = await rowsFor(product);
    expect(rows.map((r) => r.status).sort()).toEqual(['Approved', 'Waiting Approval']);
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });
  });

  it('answers 404 for an unknown review', async () => {
    for (const id of [uuidv7(), 'not-an-id']) {
      expectError(await approve(id, admin), 404, 'NOT_FOUND', NO_REVIEW);
      expectError(await reject(id, admin), 404, 'NOT_FOUND', NO_REVIEW);
      expectError(await remove(id, admin), 404, 'NOT_FOUND', NO_REVIEW);
    }
  });

  it('approving puts the review on the product page and in the rating, once however often', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ name: 'Moderated Agbada', brand });
    const five = await pending(product, 5, 'Superb');
    const three = await pending(product, 3, 'Decent');
    // The shop has answered (and cached) before the moderation.
    expect(await titlesOnProductPage(product)).toEqual([]);
    expect(await shopRating(product)).toEqual({ averageRating: 0, totalReviews: 0 });
    expect(await shopWithRating(brand.slug, 4)).toEqual([]);

    const res = await approve(five, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: APPROVED });
    expect(await titlesOnProductPage(product)).toEqual(['Superb']);
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });
    expect(await shopRating(product)).toEqual({ averageRating: 5, totalReviews: 1 });
    expect(await shopWithRating(brand.slug, 4)).toEqual(['Moderated Agbada']);

    expect((await approve(five, admin)).status).toBe(200);
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });

    expect((await approve(three, admin)).status).toBe(200);
    expect(await storedRating(product)).toEqual({ ratingSum: 8, reviewCount: 2 });
    expect(await shopRating(product)).toEqual({ averageRating: 4, totalReviews: 2 });
    expect(await shopWithRating(brand.slug, 4)).toEqual(['Moderated Agbada']);
    expect(await shopWithRating(brand.slug, 5)).toEqual([]);
    expect(await titlesOnProductPage(product)).toEqual(['Decent', 'Superb']);
  });

  it('rejecting an approved review takes it out of the page and the rating; re-approving brings it back', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ name: 'Rejected Senator', brand });
    const five = await pending(product, 5, 'Loved it');
    const two = await pending(product, 2, 'Too tight');
    await approve(five, admin);
    await approve(two, admin);
    expect(await shopRating(product)).toEqual({ averageRating: 3.5, totalReviews: 2 });
    expect(await shopWithRating(brand.slug, 4)).toEqual([]);

    const res = await reject(two, admin);
    expect(res.body).toEqual({ success: true, message: REJECTED });
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });
    expect(await shopRating(product)).toEqual({ averageRating: 5, totalReviews: 1 });
    expect(await shopWithRating(brand.slug, 4)).toEqual(['Rejected Senator']);
    expect(await titlesOnProductPage(product)).toEqual(['Loved it']);

    // Rejecting again, or rejecting one still waiting, changes no count.
    await reject(two, admin);
    const waiting = await pending(product, 1);
    await reject(waiting, admin);
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });

    await approve(two, admin);
    expect(await storedRating(product)).toEqual({ ratingSum: 7, reviewCount: 2 });
    expect(await titlesOnProductPage(product)).toEqual(['Too tight', 'Loved it']);
  });

  it('deleting removes the review; an approved one leaves the rating too', async () => {
    const brand = await t.factories.brand();
    const product = await t.factories.product({ name: 'Deleted Kaftan', brand });
    const five = await pending(product, 5, 'Keep');
    const one = await pending(product, 1, 'Remove');
    const waiting = await pending(product, 4, 'Never approved');
    await approve(five, admin);
    await approve(one, admin);
    expect(await shopWithRating(brand.slug, 4)).toEqual([]);

    const res = await remove(one, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });
    expect(await shopRating(product)).toEqual({ averageRating: 5, totalReviews: 1 });
    expect(await shopWithRating(brand.slug, 4)).toEqual(['Deleted Kaftan']);
    expect(await titlesOnProductPage(product)).toEqual(['Keep']);

    expect((await remove(waiting, admin)).status).toBe(200);
    expect(await storedRating(product)).toEqual({ ratingSum: 5, reviewCount: 1 });
    expect((await rowsFor(product)).map((r) => r.title)).toEqual(['Keep']);

    expectError(await remove(one, admin), 404, 'NOT_FOUND', NO_REVIEW);
    expectError(await approve(one, admin), 404, 'NOT_FOUND', NO_REVIEW);
  });

  it('keeps the rating exact when many moderations of one product run at once', async () => {
    const product = await t.factories.product();
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => pending(product, (i % 5) + 1, `Concurrent ${i}`)),
    );
    // Every review approved twice at once, then a third rejected and a third deleted at once.
    const approvals = await Promise.all([...ids, ...ids].map((id) => approve(id, admin)));
    expect(approvals.every((r) => r.status === 200)).toBe(true);
    expect(await storedRating(product)).toEqual({
      ratingSum: ids.reduce((sum, _, i) => sum + (i % 5) + 1, 0),
      reviewCount: 12,
    });
    const changes = await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0 ? reject(id, admin) : i % 3 === 1 ? remove(id, admin) : approve(id, admin),
      ),
    );
    expect(changes.every((r) => r.status === 200)).toBe(true);
    const kept = ids.map((_, i) => i).filter((i) => i % 3 === 2);
    expect(await storedRating(product)).toEqual({
      ratingSum: kept.reduce((sum, i) => sum + (i % 5) + 1, 0),
      reviewCount: kept.length,
    });
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: count() })
      .from(reviews)
      .where(eq(reviews.productId, product.id));
    expect(total).toBe(8);
  });
});
