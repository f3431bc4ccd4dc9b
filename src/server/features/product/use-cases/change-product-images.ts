import {
  PRODUCT_IMAGE_FIELDS,
  type ProductAdminDto,
  type ProductImageField,
} from '#shared/product/product-admin.schemas';
import type { ProductImagesFields } from '#shared/product/product-images.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../product-admin.repository';
import type { ProductRow } from '../product.table';
import {
  notFound,
  storedKeys,
  type ProductAdminContext,
  type ProductImageFiles,
  type ProductImageKeys,
} from './product-admin-context';

const keysOf = (row: ProductRow): ProductImageKeys => ({
  image: row.imageKey,
  image2: row.image2Key,
  image3: row.image3Key,
});

/**
 * The slots after the change: each file sent replaces its slot, each slot named in `remove`
 * (the 2nd or 3rd) is emptied, the others stay.
 */
function slotsAfter(
  before: ProductImageKeys,
  saved: ProductImageKeys,
  remove: ReadonlySet<ProductImageField>,
): ProductImageKeys {
  const after = { ...before };
  for (const field of PRODUCT_IMAGE_FIELDS) {
    if (saved[field]) after[field] = saved[field];
    else if (remove.has(field)) after[field] = null;
  }
  return after;
}

/** A gallery picture on a product without a main picture: the main one comes first. */
function checkMainFirst(current: ProductImageKeys, files: ProductImageFiles): void {
  if (!current.image && !files.image && (files.image2 || files.image3)) {
    throw AppError.validation(M.imageMainFirst, 'image');
  }
}

/**
 * PUT /api/product/{id}/images: replaces or adds the pictures sent and empties the gallery
 * slots named in `remove` (the main picture is only ever replaced). An admin changes any
 * product, a merchant its own brand's (another's is "not found"). The new files are checked and
 * stored first; the keys change and the audit entry is written in one transaction, the files of
 * a failed change are removed, and the old files only once the change has committed.
 */
export async function changeProductImages(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
  fields: ProductImagesFields,
  files: ProductImageFiles,
): Promise<ProductAdminDto> {
  const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
  const scope = await ctx.scopeOf(signedIn);
  if (!scope) throw notFound();
  const existing = await ctx.findOrFail(scope, id);

  const remove = new Set<ProductImageField>(fields.remove);
  for (const field of remove) {
    if (files[field]) throw AppError.validation(M.imageReplaceAndRemove, field);
  }
  const uploads = PRODUCT_IMAGE_FIELDS.filter((field) => files[field]);
  if (uploads.length === 0 && remove.size === 0) {
    throw AppError.validation(M.imagesNothingToChange, 'image');
  }
  checkMainFirst(keysOf(existing.product), files);

  const saved = await ctx.saveImages(files);
  let before: ProductImageKeys;
  let after: ProductImageKeys;
  try {
    ({ before, after } = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockScopedProduct(tx, scope, existing.product.id);
      if (!row) throw notFound();
      const current = keysOf(row);
      checkMainFirst(current, files);
      const next = slotsAfter(current, saved, remove);
      const changed = PRODUCT_IMAGE_FIELDS.some((field) => current[field] !== next[field]);
      if (changed) {
        await repo.setImageKeys(tx, row.id, {
          imageKey: next.image,
          image2Key: next.image2,
          image3Key: next.image3,
        });
        await ctx.audit.record(tx, {
          actor: signedIn,
          kind: 'product.update',
          brandId: row.brandId,
          subject: { id: row.id, label: row.name },
          before: { images: current },
          after: { images: next },
        });
      }
      return { before: current, after: next };
    }));
  } catch (error) {
    await ctx.removeKeys(storedKeys(Object.values(saved)));
    throw error;
  }

  ctx.onCatalogChange();
  const kept = new Set(storedKeys(Object.values(after)));
  const gone = storedKeys(Object.values(before)).filter((key) => !kept.has(key));
  // A picture another product still shows (the demo catalog shares some) stays stored.
  const inUse = await repo.imageKeysInUse(ctx.db, gone);
  await ctx.removeKeys(gone.filter((key) => !inUse.has(key)));
  return ctx.present(existing.product.id);
}
