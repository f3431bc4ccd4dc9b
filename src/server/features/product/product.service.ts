import { PRODUCT_SIZES } from '#shared/common/constants';
import { paging } from '#shared/common/pagination';
import { PRICE_BANDS, type ProductFacets } from '#shared/product/facets';
import { isUuid } from '#shared/common/text';
import type {
  ProductDto,
  ProductListQuery,
  ProductListResponse,
  ProductSuggestion,
} from '#shared/product/product.schemas';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';

import type { FitCounts, SizeGuideView } from '#shared/size-guide/size-guide.constants';

import type { Db, Tx } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import { isAdmin, requireRole, type Actor } from '../../kernel/actor';
import { readFacetCounts } from './product-facets.repository';
import { createListPositions } from './product-positions';
import { presentProduct, presentSuggestion, type ImageUrls } from './product.presenter';
import * as repo from './product.repository';

/** Most suggestions the search box shows. */
export const SUGGESTION_LIMIT = 10;

export function createProductService(deps: {
  db: Db;
  /** The brand a merchant owns, for merchant-scoped lists. */
  brandOfMerchant: (merchantId: string) => Promise<string | null>;
  /** A background read failed (anchors of deep pages; pages are still answered). */
  onError?: (error: unknown) => void;
  /** How image URLs are written (decision 0030); paths on the store's origin by default. */
  imageUrls?: ImageUrls;
  /** The size guide a product shows (the size-guide feature; none: the item read has none). */
  sizeGuideFor?: (product: { id: string; brandId: string | null }) => Promise<SizeGuideView>;
}) {
  const { db } = deps;
  const positions = createListPositions({
    read: (query, every) => repo.readListAnchors(db, query, every),
    onError: deps.onError,
  });

  /** A visible product by slug or id, presented with its stock per size; 404 otherwise. */
  const visible = async (slugOrId: string) => {
    const row = await repo.findVisibleProduct(db, slugOrId, isUuid(slugOrId));
    if (!row) throw AppError.notFound(PRODUCT_MESSAGES.notFound);
    const [withStock] = await repo.withSizeStock(db, [row]);
    return {
      row,
      product: presentProduct(withStock ?? { ...row, sizeStock: [] }, undefined, deps.imageUrls),
    };
  };

  return {
    /** A page of the shop: active products of active brands, filtered and sorted. */
    async list(query: ProductListQuery): Promise<ProductListResponse> {
      const { rows, total } = await repo.listVisibleProducts(db, query, positions);
      return {
        products: (await repo.withSizeStock(db, rows)).map((row) =>
          presentProduct(row, undefined, deps.imageUrls),
        ),
        ...paging(total, query.page, query.limit),
      };
    },

    /**
     * The shop's facets under the list's filters (decision 0052): how many products each size,
     * brand, category and price band would leave. Page and order are not read.
     */
    async facets(query: ProductListQuery): Promise<ProductFacets> {
      const rows = await readFacetCounts(db, query);
      return {
        count: rows.total,
        sizes: PRODUCT_SIZES.map((size) => ({ value: size, label: size, count: rows.sizes[size] })),
        brands: rows.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count })),
        categories: rows.categories.map((c) => ({ value: c.slug, label: c.name, count: c.count })),
        prices: PRICE_BANDS.map((band) => ({
          value: band.id,
          label: band.label,
          count: rows.prices[band.id] ?? 0,
        })),
      };
    },

    /** Resolves when no list anchors are being read (for tests). */
    listsSettled: () => positions.settled(),

    async suggest(term: string): Promise<ProductSuggestion[]> {
      const rows = await repo.searchVisibleProducts(db, term, SUGGESTION_LIMIT);
      return rows.map((row) => presentSuggestion(row, deps.imageUrls));
    },

    item: async (slugOrId: string): Promise<ProductDto> => (await visible(slugOrId)).product,

    /** The product page's read: the product with the size guide that applies to it. */
    async page(slugOrId: string): Promise<ProductDto> {
      const { product, row } = await visible(slugOrId);
      if (!deps.sizeGuideFor) return product;
      const sizeGuide = await deps.sizeGuideFor({
        id: row.product.id,
        brandId: row.product.brandId,
      });
      return { ...product, sizeGuide };
    },
    /** Product pages for the sitemap, in pages of `limit`. */
    sitemapEntries: (offset: number, limit: number) => repo.listVisibleSlugs(db, { offset, limit }),
    countVisible: () => repo.countVisible(db),

    async isVisible(productId: string): Promise<boolean> {
      return (await repo.findVisibleProduct(db, productId, true)) !== null;
    },

    /** Ids and names for select lists: every product for an admin, the own brand's for a merchant. */
    async options(actor: Actor | null): Promise<Array<{ _id: string; name: string }>> {
      const signedIn = requireRole(actor, 'ROLE ADMIN', 'ROLE MERCHANT');
      let brandId: string | undefined;
      if (!isAdmin(signedIn)) {
        brandId = signedIn.merchantId
          ? ((await deps.brandOfMerchant(signedIn.merchantId)) ?? undefined)
          : undefined;
        if (!brandId) return [];
      }
      const rows = await repo.listProductOptions(db, brandId);
      return rows.map((row) => ({ _id: row.id, name: row.name }));
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;

/** What the review service counts over a product's approved reviews. */
export interface ApprovedReviewCounts {
  sum: number;
  count: number;
  fit: FitCounts;
}

/**
 * Recounts a product's rating (the sum and count of its approved reviews, and their fits) around a change of
 * its reviews, holding the product's row lock until the transaction ends: every such change
 * waits for the one before, and its recount (a new statement, so a new snapshot) sees what that
 * one committed, so concurrent moderation cannot drift. `change` runs under the lock and
 * returns the recount; false when there is no such product (nothing runs).
 */
export async function changeRating(
  tx: Tx,
  productId: string,
  change: () => Promise<ApprovedReviewCounts>,
): Promise<boolean> {
  if (!(await repo.lockProduct(tx, productId))) return false;
  await repo.setRating(tx, productId, await change());
  return true;
}
