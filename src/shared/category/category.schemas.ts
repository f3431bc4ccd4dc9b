import { z } from 'zod';

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
