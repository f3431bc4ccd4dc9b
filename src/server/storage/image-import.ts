import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { Db } from '../db/client';
import { imageDirOf, parseVariantName, VARIANT_CONTENT_TYPE } from './image-store';
import { findStoredVariantNames, insertVariants } from './image-variant.repository';

/** Written into the old folder once its pictures are in the database: the import is not redone. */
export const IMPORTED_MARKER = '.imported-to-database';

/** Files read and written at a time: a batch holds at most this many variants in memory. */
const BATCH = 50;

export interface ImageImportResult {
  /** Variants inserted now. */
  imported: number;
  /** Variant files found in the folder (those already in the database included). */
  found: number;
}

function isWebp(data: Buffer): boolean {
  return (
    data.length > 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  );
}

/**
 * An older version kept the image variants as files in `<DATA_DIR>/uploads/images`. At start,
 * every variant file there that the database lacks is inserted, so an existing store loses no
 * picture; then a marker file is written and later starts skip the folder, so a picture deleted
 * since is never brought back. The files themselves are left alone (the operator may delete the
 * folder). Two servers importing at once insert each variant once (on conflict do nothing).
 */
export async function importImageFiles(db: Db, dataDir: string): Promise<ImageImportResult> {
  const dir = imageDirOf(dataDir);
  if (!existsSync(dir) || existsSync(path.join(dir, IMPORTED_MARKER))) {
    return { imported: 0, found: 0 };
  }
  const variants = (await readdir(dir)).flatMap((file) => {
    const name = parseVariantName(file);
    return name ? [{ file, ...name }] : [];
  });
  let imported = 0;
  for (let start = 0; start < variants.length; start += BATCH) {
    const batch = variants.slice(start, start + BATCH);
    const stored = await findStoredVariantNames(db, [...new Set(batch.map((v) => v.key))]);
    const missing = batch.filter((v) => !stored.has(`${v.key}-${v.width}`));
    const rows = await Promise.all(
      missing.map(async (variant) => {
        const data = await readFile(path.join(dir, variant.file)).catch((error: unknown) => {
          // Gone since the listing (another server on a shared folder): nothing to import.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw error;
        });
        if (!data || !isWebp(data)) return [];
        return [
          { key: variant.key, width: variant.width, data, contentType: VARIANT_CONTENT_TYPE },
        ];
      }),
    );
    imported += await insertVariants(db, rows.flat());
  }
  await writeFile(
    path.join(dir, IMPORTED_MARKER),
    `${imported} of ${variants.length} variant files imported into the database (image_variants) on ${new Date().toISOString()}.\nThe store no longer reads this folder; it may be deleted.\n`,
  );
  return { imported, found: variants.length };
}
