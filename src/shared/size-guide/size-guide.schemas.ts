import { z } from 'zod';

import { PRODUCT_SIZES } from '../common/constants';
import { requiredText } from '../common/fields';
import {
  FITS,
  HOW_TO_MEASURE_MAX,
  MEASUREMENT_MAX_CM,
  MEASUREMENTS,
  type Measurement,
} from './size-guide.constants';
import { SIZE_GUIDE_MESSAGES } from './size-guide.messages';

export * from './size-guide.constants';

/** A measurement in cm, above 0 and at most 300, kept to one decimal; null or missing: not given. */
const measurement = z
  .number({ error: SIZE_GUIDE_MESSAGES.measurementInvalid })
  .gt(0, SIZE_GUIDE_MESSAGES.measurementInvalid)
  .max(MEASUREMENT_MAX_CM, SIZE_GUIDE_MESSAGES.measurementInvalid)
  .transform((value) => Math.round(value * 10) / 10)
  .nullish()
  .transform((value) => value ?? null);

const measurementFields = Object.fromEntries(
  MEASUREMENTS.map((column) => [column, measurement]),
) as Record<Measurement, typeof measurement>;

export const SizeGuideRowSchema = z
  .object({
    size: z.enum(PRODUCT_SIZES, { error: SIZE_GUIDE_MESSAGES.sizeInvalid }),
    ...measurementFields,
  })
  .superRefine((row, ctx) => {
    if (MEASUREMENTS.every((column) => row[column] === null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: SIZE_GUIDE_MESSAGES.rowEmpty(row.size),
      });
    }
  });

/** PUT /api/size-guide/{brand|category}/{id}: the table (one row per size) and how to measure. */
export const SizeGuideBodySchema = z.object({
  rows: z
    .array(SizeGuideRowSchema, { error: SIZE_GUIDE_MESSAGES.rowsRequired })
    .min(1, SIZE_GUIDE_MESSAGES.rowsRequired)
    .max(PRODUCT_SIZES.length, SIZE_GUIDE_MESSAGES.tooManyRows)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.size)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'size'],
            message: SIZE_GUIDE_MESSAGES.sizeTwice(row.size),
          });
        }
        seen.add(row.size);
      });
    })
    // Kept in the store's size order, whatever order they came in.
    .transform((rows) =>
      [...rows].sort((a, b) => PRODUCT_SIZES.indexOf(a.size) - PRODUCT_SIZES.indexOf(b.size)),
    ),
  howToMeasure: requiredText(
    SIZE_GUIDE_MESSAGES.howToMeasureRequired,
    HOW_TO_MEASURE_MAX,
    'How to measure',
  ),
});
export type SizeGuideBodyInput = z.input<typeof SizeGuideBodySchema>;
export type SizeGuideBody = z.output<typeof SizeGuideBodySchema>;

const rowDto = z.object({
  size: z.enum(PRODUCT_SIZES),
  ...(Object.fromEntries(MEASUREMENTS.map((column) => [column, z.number().nullable()])) as Record<
    Measurement,
    z.ZodNullable<z.ZodNumber>
  >),
});

const targetRef = z.object({ _id: z.string(), name: z.string() }).nullable();

/** A guide as the dashboard edits it: for a brand or for a category, never both. */
export const SizeGuideDtoSchema = z.object({
  _id: z.string(),
  brand: targetRef,
  category: targetRef,
  rows: z.array(rowDto),
  howToMeasure: z.string(),
  updated: z.string(),
});
export type SizeGuideDto = z.infer<typeof SizeGuideDtoSchema>;

/** The guide the product page shows (the item read's `sizeGuide`). */
export const SizeGuideViewSchema = z.object({
  source: z.enum(['brand', 'category', 'store']),
  name: z.string(),
  rows: z.array(rowDto),
  howToMeasure: z.string(),
});

export const FitCountsSchema = z.object({
  small: z.number().int(),
  true: z.number().int(),
  large: z.number().int(),
});

/** A review's optional fit; null, missing or '' (the form's "no answer"): none given. */
export const fitField = z
  .union([z.enum(FITS), z.literal(''), z.null()], { error: SIZE_GUIDE_MESSAGES.fitInvalid })
  .optional()
  .transform((value) => (value ? value : null));

export const SizeGuideListResponseSchema = z.object({ guides: z.array(SizeGuideDtoSchema) });
export type SizeGuideListResponse = z.infer<typeof SizeGuideListResponseSchema>;
export const SizeGuideResponseSchema = z.object({ guide: SizeGuideDtoSchema.nullable() });
export type SizeGuideResponse = z.infer<typeof SizeGuideResponseSchema>;
export const SizeGuideSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  guide: SizeGuideDtoSchema,
});
export const SizeGuideMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
