import { dollarsToCents } from '#shared/common/money';
import type { ProductAdminDto, ProductUpdate } from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { isAdmin, type Actor } from '../../../kernel/actor';
import { AppError } from '../../../kernel/app-error';
import * as repo from '../product-admin.repository';
import {
  auditedProduct,
  madeToMeasureChanges,
  notFound,
  translateWriteError,
  type ProductAdminContext,
} from './product-admin-context';

/**
 * PUT /api/product/{id}: the brand changes only when an admin sends one. The stock follows
 * `sizeStock` when sent; a product kept per size given only a quantity keeps its sizes' stock
 * when the quantity is their sum (or it has one size), and is refused otherwise.
 */
export async function updateProduct(
  ctx: ProductAdminContext,
  actor: Actor | null,
  id: string,
  body: ProductUpdate,
): Promise<ProductAdminDto> {
  const scope = await ctx.scopeOf(actor);
  if (!scope) throw notFound();
  const existing = await ctx.findOrFail(scope, id);
  const brandId =
    actor && isAdmin(actor) && body.brand !== undefined
      ? await ctx.checkBrand(body.brand, 'product.brand')
      : undefined;
  if (await repo.isSkuTaken(ctx.db, body.sku, id)) {
    throw AppError.validation(M.skuTaken, 'product.sku');
  }
  if (await repo.isSlugTaken(ctx.db, body.slug, id)) {
    throw AppError.validation(M.slugTaken, 'product.slug');
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await auditedProduct(tx, existing.product);
      const updated = await repo.updateScopedProduct(tx, scope, existing.product.id, {
        sku: body.sku,
        name: body.name,
        slug: body.slug,
        description: body.description,
        priceCents: dollarsToCents(body.price),
        taxable: body.taxable,
        ...(body.sizes && { sizes: body.sizes }),
        ...(brandId && { brandId }),
        ...madeToMeasureChanges(body),
      });
      if (!updated) throw notFound();
      // The stock through its one writer, in the same transaction (decision 0039).
      await ctx.stock.set(
        tx,
        updated.id,
        { sizes: updated.sizes, quantity: body.quantity, sizeStock: body.sizeStock },
        'product.',
      );
      const after = await repo.findScopedProduct(tx, {}, updated.id);
      if (after) await ctx.recordChanges(tx, actor, before, after.product);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    translateWriteError(error, 'product.');
  }
  ctx.onCatalogChange();
  return ctx.present(existing.product.id);
}
