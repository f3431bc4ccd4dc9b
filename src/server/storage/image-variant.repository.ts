import { and, eq, inArray } from 'drizzle-orm';

import type { DbOrTx } from '../db/client';
import { imageVariants } from './image-variant.table';

export interface NewVariant {
  key: string;
  width: number;
  data: Buffer;
  contentType: string;
}

/**
 * Writes the variants of one image in one INSERT: a single statement is its own transaction, so
 * either every width of a key is stored or none is. A key already there is left as it is.
 */
export async function insertVariants(db: DbOrTx, variants: NewVariant[]): Promise<number> {
  if (variants.length === 0) return 0;
  const rows = await db
    .insert(imageVariants)
    .values(variants)
    .onConflictDoNothing()
    .returning({ key: imageVariants.key });
  return rows.length;
}

export async function findVariant(db: DbOrTx, key: string, width: number) {
  const [row] = await db
    .select({ data: imageVariants.data, contentType: imageVariants.contentType })
    .from(imageVariants)
    .where(and(eq(imageVariants.key, key), eq(imageVariants.width, width)));
  return row;
}

export async function deleteVariantsOfKey(db: DbOrTx, key: string): Promise<void> {
  await db.delete(imageVariants).where(eq(imageVariants.key, key));
}

/** Which of these keys have any variant stored: `<key>-<width>` for each one found. */
export async function findStoredVariantNames(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: imageVariants.key, width: imageVariants.width })
    .from(imageVariants)
    .where(inArray(imageVariants.key, keys));
  return new Set(rows.map((row) => `${row.key}-${row.width}`));
}
