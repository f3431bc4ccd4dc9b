import { z } from 'zod';

import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from './product-csv';

/*
 * Importing products from a CSV file (issue 25 §3, decision 0047): the answer of a dry run and
 * of an apply, one entry per row of the file.
 */

export const PRODUCT_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ProductImportAction = (typeof PRODUCT_IMPORT_ACTIONS)[number];

const columnKeys = Object.keys(PRODUCT_CSV_COLUMNS) as [ProductCsvColumn, ...ProductCsvColumn[]];

export const ProductImportRowSchema = z.object({
  /** The line of the file the row starts on (the header is line 1). */
  line: z.number().int(),
  sku: z.string(),
  action: z.enum(PRODUCT_IMPORT_ACTIONS),
  /** The columns an update changes (keys of PRODUCT_CSV_COLUMNS). */
  changes: z.array(z.enum(columnKeys)).optional(),
  /** Each error under the column header it is about ("" for the row as a whole). */
  errors: z.array(z.object({ column: z.string(), message: z.string() })).optional(),
});
export type ProductImportRow = z.infer<typeof ProductImportRowSchema>;

export const ProductImportResponseSchema = z.object({
  dryRun: z.boolean(),
  /** What the file does as a whole (images not read, new products switched off...). */
  notices: z.array(z.string()),
  summary: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
  }),
  rows: z.array(ProductImportRowSchema),
});
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>;

/** The multipart form: one CSV file and the dry-run flag (left out: a dry run). */
export const ProductImportFormSchema = z.object({
  file: z.file(),
  dryRun: z.enum(['true', 'false']).optional(),
});
