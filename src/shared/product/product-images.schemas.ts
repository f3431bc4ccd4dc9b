import { z } from 'zod';

import { PRODUCT_MESSAGES as M } from './product.messages';

/*
 * A product's pictures, changed on its edit screen (PUT /api/product/{id}/images): each file
 * sent replaces its slot; `remove` empties the 2nd or 3rd slot. The main picture is only
 * ever replaced.
 */

/** The slots that may be emptied: the two gallery pictures. */
export const REMOVABLE_IMAGE_FIELDS = ['image2', 'image3'] as const;
export type RemovableImageField = (typeof REMOVABLE_IMAGE_FIELDS)[number];

/** Longer than any `remove` a form sends: refused before it is read. */
const REMOVE_TEXT_MAX = 20;

const removeItem = z
  .string({ error: M.imageRemoveInvalid })
  .max(REMOVE_TEXT_MAX, { message: M.imageRemoveInvalid, abort: true })
  .transform((value, ctx) => {
    const text = value.trim();
    if (text === 'image') {
      ctx.addIssue({ code: 'custom', message: M.imageMainNotRemovable });
      return z.NEVER;
    }
    if (!REMOVABLE_IMAGE_FIELDS.includes(text as RemovableImageField)) {
      ctx.addIssue({ code: 'custom', message: M.imageRemoveInvalid });
      return z.NEVER;
    }
    return text as RemovableImageField;
  });

/** The text fields of the form: `remove`, once or repeated (image2, image3). */
export const ProductImagesFieldsSchema = z.object({
  remove: z
    .preprocess(
      (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
      z
        .array(removeItem, { error: M.imageRemoveInvalid })
        .max(REMOVABLE_IMAGE_FIELDS.length * 2, M.imageRemoveInvalid),
    )
    .transform((slots) => [...new Set(slots)]),
});
export type ProductImagesFields = z.output<typeof ProductImagesFieldsSchema>;

/** The form as the OpenAPI document shows it; the route reads and checks it by hand. */
export const ProductImagesFormBodySchema = z.object({
  image: z.file().optional(),
  image2: z.file().optional(),
  image3: z.file().optional(),
  remove: z
    .union([z.enum(REMOVABLE_IMAGE_FIELDS), z.array(z.enum(REMOVABLE_IMAGE_FIELDS))])
    .optional(),
});
