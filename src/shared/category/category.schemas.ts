import { z } from 'zod';

import { LIMITS } from '../common/constants';
import { refField, requiredText, slugField } from '../common/fields';
import { MSG } from '../common/messages';
import { CATEGORY_PRODUCTS_MAX } from './category.constants';
import { CATEGORY_MESSAGES } from './category.messages';

export const CategoryDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  created: z.string(),
});
export type CategoryDto = z.infer<typeof CategoryDtoSchema>;

export const CategoryListResponseSchema = z.object({ categories: z.array(CategoryDtoSchema) });

/** A category as the administration sees it: `products` holds the ids of its products. */
export const CategoryAdminDtoSchema = CategoryDtoSchema.extend({
  products: z.array(z.string()),
});
export type CategoryAdminDto = z.infer<typeof CategoryAdminDtoSchema>;

/** One category with its products' ids and names (GET /api/category/{id}). */
export const CategoryDetailDtoSchema = CategoryDtoSchema.extend({
  products: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type CategoryDetailDto = z.infer<typeof CategoryDetailDtoSchema>;

export const CategoryAdminListResponseSchema = z.object({
  categories: z.array(CategoryAdminDtoSchema),
});
export const CategoryDetailResponseSchema = z.object({ category: CategoryDetailDtoSchema });

const nameField = requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name');
const descriptionField = requiredText(
  MSG.descriptionRequired,
  LIMITS.descriptionMax,
  'Description',
);

/** Product ids: at least one ('Products are required.'), each listed once. */
const productsField = z
  .array(refField(MSG.productsRequired), { error: MSG.productsRequired })
  .min(1, MSG.productsRequired)
  .max(CATEGORY_PRODUCTS_MAX, CATEGORY_MESSAGES.tooManyProducts)
  .transform((ids) => [...new Set(ids)]);

const isActiveField = z.boolean({ error: MSG.activeInvalid });

/** POST /api/category/add (admins); the slug is made from the name. */
export const CategoryAddBodySchema = z.object({
  name: nameField,
  description: descriptionField,
  products: productsField,
  isActive: isActiveField.default(true),
});
export type CategoryAddBody = z.infer<typeof CategoryAddBodySchema>;

/** The category edit form: the add fields and the slug (the active switch saves on its own). */
export const CategoryEditSchema = z.object({
  name: nameField,
  slug: slugField,
  description: descriptionField,
  products: productsField,
});
export type CategoryEdit = z.infer<typeof CategoryEditSchema>;

/** PUT /api/category/{id}: `{ category: { name, slug, description, products } }`. */
export const CategoryUpdateBodySchema = z.object({ category: CategoryEditSchema });

/** PUT /api/category/{id}/active: `{ category: { isActive } }`. */
export const CategoryActiveBodySchema = z.object({
  category: z.object({ isActive: isActiveField }),
});

export const CategoryAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  category: CategoryAdminDtoSchema,
});
export const CategoryMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
