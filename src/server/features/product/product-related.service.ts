import { isUuid } from '#shared/common/text';
import type { ProductDto } from '#shared/product/product.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';
import { RECENTLY_VIEWED_MAX, RELATED_PRODUCTS_LIMIT } from '#shared/product/product-related';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import * as relatedRepo from './product-related.repository';
import { presentProduct, type ImageUrls } from './product.presenter';
import * as repo from './product.repository';

/**
 * "You may also like" and "Recently viewed" (decision 0053): storefront reads of visible
 * products, presented as the shop presents them. Nothing is stored: what a shopper viewed stays
 * in their browser.
 */
export function createRelatedProductsService(deps: { db: Db; imageUrls?: ImageUrls }) {
  const { db } = deps;

  const present = async (rows: repo.ProductWithBrand[]): Promise<ProductDto[]> =>
    (await repo.withSizeStock(db, rows)).map((row) =>
      presentProduct(row, undefined, deps.imageUrls),
    );

  return {
    /**
     * Up to RELATED_PRODUCTS_LIMIT products in stock of the product's categories or brand
     * (both first, then a category, then the brand; newest first within each), never the
     * product itself. A product that is not in the shop is the item read's 404.
     */
    async related(slugOrId: string): Promise<ProductDto[]> {
      const found = await repo.findVisibleProduct(db, slugOrId, isUuid(slugOrId));
      if (!found) throw AppError.notFound(PRODUCT_MESSAGES.notFound);
      const ids = await relatedRepo.relatedProductIds(
        db,
        { id: found.product.id, brandId: found.product.brandId },
        RELATED_PRODUCTS_LIMIT,
      );
      return present(await relatedRepo.visibleProductsIn(db, ids));
    },

    /**
     * The products among `ids` (the browser's recently viewed, newest first) that are still in
     * the shop, in the same order: one gone or switched off is left out, and the browser forgets it.
     */
    async viewed(ids: readonly string[]): Promise<ProductDto[]> {
      return present(await relatedRepo.visibleProductsIn(db, ids.slice(0, RECENTLY_VIEWED_MAX)));
    },
  };
}
export type RelatedProductsService = ReturnType<typeof createRelatedProductsService>;
