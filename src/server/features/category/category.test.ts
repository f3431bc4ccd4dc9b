import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CategoryDtoSchema, type CategoryDto } from '#shared/category/category.schemas';

import { createTestApp, type TestApp } from '../../test/test-app';
import { categories } from './category.table';

const CATEGORY_KEYS = Object.keys(CategoryDtoSchema.shape).sort();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const listed = async (): Promise<CategoryDto[]> => {
  const res = await t.get('/api/category/list');
  expect(res.status).toBe(200);
  expect(Object.keys(res.body)).toEqual(['categories']);
  return res.body.categories;
};

describe('GET /api/category/list', () => {
  it('lists the active categories by name, with their fields', async () => {
    const product = await t.factories.product();
    const wedding = await t.factories.category({
      name: 'Wedding',
      slug: 'wedding',
      products: [product],
    });
    const casual = await t.factories.category({ name: 'Casual', slug: 'casual' });
    const off = await t.factories.category({ name: 'Archive', slug: 'archive', isActive: false });
    const owambe = await t.factories.category({ name: 'Owambe', slug: 'owambe' });

    const answer = await listed();
    expect(answer.map((c) => c.name)).toEqual(['Casual', 'Owambe', 'Wedding']);
    expect(answer.map((c) => c._id)).not.toContain(off.id);
    expect(answer.map((c) => c._id)).toEqual([casual.id, owambe.id, wedding.id]);
    for (const category of answer) expect(Object.keys(category).sort()).toEqual(CATEGORY_KEYS);
    expect(answer[2]).toEqual({
      _id: wedding.id,
      name: 'Wedding',
      slug: 'wedding',
      description: 'A test category.',
      isActive: true,
      created: wedding.created.toISOString(),
    });
  });

  it('shows a category again once it is switched back on', async () => {
    const category = await t.factories.category({ name: 'Ankara Prints', isActive: false });
    expect((await listed()).map((c) => c._id)).not.toContain(category.id);
    await t.db.update(categories).set({ isActive: true }).where(eq(categories.id, category.id));
    expect((await listed()).map((c) => c._id)).toContain(category.id);
  });
});
