import { PRODUCT_SIZES } from '#shared/common/constants';
import { dollarsToCents } from '#shared/common/money';
import { uniqueSlug } from '#shared/common/slug';
import type { ProductAddFields, ProductAdminDto } from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { isAdmin, requireRole, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../product-admin.repository';
import {
  auditedProduct,
  dbError,
  madeToMeasureChanges,
  storedKeys,
  translateWriteError,
  type ProductAdminContext,
  type ProductImageFiles,
  type ProductImageKeys,
} from './product-admin-context';

/**
 * POST /api/product/add: the fields are already validated; images are checked by content.
 * Whatever the form says, a merchant's new product goes to its own brand.
 */
export async function addProduct(
  ctx: ProductAdminContext,
  actor: Actor | null,
  fields: ProductAddFields,
  files: ProductImageFiles,
): Promise<ProductAdminDto> {
  const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
  if (!files.image) throw AppError.validation(M.imageType, 'image');

  let brandId: string;
  if (isAdmin(signedIn)) {
    if (!fields.brand) throw AppError.validation(M.brandRequired, 'brand');
    brandId = await ctx.checkBrand(fields.brand, 'brand');
  } else {
    const scope = await ctx.scopeOf(signedIn);
    if (!scope?.brandId) throw AppError.rule(M.noBrandYet);
    brandId = scope.brandId;
  }
  if (await repo.isSkuTaken(ctx.db, fields.sku)) throw AppError.validation(M.skuTaken, 'sku');

  const keys = await ctx.saveImages(files);
  try {
    const row = await insertWithFreshSlug(ctx, signedIn, fields, brandId, keys);
    ctx.onCatalogChange();
    return await ctx.present(row.id);
  } catch (error) {
    await ctx.removeKeys(storedKeys(Object.values(keys)));
    return translateWriteError(error, '');
  }
}

async function insertWithFreshSlug(
  ctx: ProductAdminContext,
  actor: Actor,
  fields: ProductAddFields,
  brandId: string,
  keys: ProductImageKeys,
) {
  // The slug is ours to choose: on a race for the same slug, pick another one.
  const sizes = fields.sizes ?? [...PRODUCT_SIZES];
  for (let attempt = 0; ; attempt += 1) {
    const slug = await uniqueSlug(fields.name, (candidate) => repo.isSlugTaken(ctx.db, candidate), {
      fallback: 'product',
    });
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await repo.insertProduct(tx, {
          sku: fields.sku,
          name: fields.name,
          slug,
          description: fields.description,
          inventory: fields.quantity,
          priceCents: dollarsToCents(fields.price),
          taxable: fields.taxable,
          isActive: fields.isActive,
          sizes,
          brandId,
          imageKey: keys.image,
          image2Key: keys.image2,
          image3Key: keys.image3,
          ...madeToMeasureChanges(fields),
        });
        // Per size when asked; the total becomes their sum (decision 0039).
        await ctx.stock.set(tx, row.id, {
          sizes,
          quantity: fields.quantity,
          sizeStock: fields.sizeStock,
        });
        const added = await repo.findScopedProduct(tx, {}, row.id);
        await ctx.audit.record(tx, {
          actor,
          kind: 'product.add',
          brandId,
          subject: { id: row.id, label: row.name },
          after: added ? await auditedProduct(tx, added.product) : null,
        });
        return row;
      });
    } catch (error) {
      const { code, constraint } = dbError(error);
      if (attempt < 2 && code === '23505' && constraint === 'products_slug_unique') continue;
      throw error;
    }
  }
}
