import { afterAll, beforeAll, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('lists, finds, suggests and reviews visible products', async () => {
  const brand = await t.factories.brand({ slug: 'agbada' });
  const a = await t.factories.product({ name: 'Indigo Adire Agbada', brand, price: 250 });
  await t.factories.product({ name: 'Hidden Agbada', brand, isActive: false });
  const member = await t.factories.member();
  await t.factories.review(a, member, { rating: 4 });
  const list = await t.get('/api/product/list?brand=agbada');
  expect(list.status).toBe(200);
  expect(list.body.count).toBe(1);
  expect(list.body.products[0]).toMatchObject({ name: 'Indigo Adire Agbada', price: 250, averageRating: 4, totalReviews: 1 });
  const search = await t.get('/api/product/list/search/agbda');
  expect(search.body.products.map((p: { name: string }) => p.name)).toEqual(['Indigo Adire Agbada']);
  const item = await t.get(`/api/product/item/${a.slug}`);
  expect(item.body.product.brand).toEqual({ _id: brand.id, name: brand.name, slug: 'agbada' });
  const liked = await t.post('/api/wishlist', { isLiked: true, product: a.id }, member.token);
  expect(liked.body.message).toBe('Added to your Wishlist successfully!');
  const mine = await t.get('/api/product/list', member.token);
  expect(mine.body.products[0].isLiked).toBe(true);
  const reviews = await t.get(`/api/review/${a.slug}`);
  expect(reviews.body.reviews).toHaveLength(1);
});
