import { z } from 'zod';

import { LIMITS } from '../common/constants';
import { requiredText, slugField } from '../common/fields';
import { MSG } from '../common/messages';

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
export const BrandResponseSchema = z.object({ brand: BrandDtoSchema });

const brandNameField = requiredText(MSG.nameRequired, LIMITS.nameMax, 'Name');
const brandDescriptionField = requiredText(
  MSG.descriptionRequired,
  LIMITS.descriptionMax,
  'Description',
);
const isActiveField = z.boolean({ error: MSG.activeInvalid });

/** POST /api/brand/add (admins): a new brand; its slug is made from the name. */
export const BrandAddBodySchema = z.object({
  name: brandNameField,
  description: brandDescriptionField,
  isActive: isActiveField.default(true),
});
export type BrandAddBody = z.infer<typeof BrandAddBodySchema>;

/** The brand edit form: name, slug and description (the active switch saves on its own). */
export const BrandEditSchema = z.object({
  name: brandNameField,
  slug: slugField,
  description: brandDescriptionField,
});
export type BrandEdit = z.infer<typeof BrandEditSchema>;

/** PUT /api/brand/{id}: `{ brand: { name, slug, description } }`; any other field is ignored. */
export const BrandUpdateBodySchema = z.object({ brand: BrandEditSchema });

/** PUT /api/brand/{id}/active: `{ brand: { isActive } }`. */
export const BrandActiveBodySchema = z.object({ brand: z.object({ isActive: isActiveField }) });

export const BrandAddResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  brand: BrandDtoSchema,
});
export const BrandMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
