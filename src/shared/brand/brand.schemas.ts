import { z } from 'zod';

export const BrandDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  merchant: z.object({ _id: z.string(), name: z.string() }).nullable(),
  created: z.string(),
});
export type BrandDto = z.infer<typeof BrandDtoSchema>;

export const BrandListResponseSchema = z.object({ brands: z.array(BrandDtoSchema) });
export const BrandSelectResponseSchema = z.object({
  brands: z.array(z.object({ _id: z.string(), name: z.string() })),
});
