import { centsToDollars } from '#shared/common/money';
import { isUuid } from '#shared/common/text';
import { imagePath } from '#shared/product/images';
import { PRODUCT_MESSAGES } from '#shared/product/product.messages';
import { WISHLIST_MESSAGES } from '#shared/wishlist/wishlist.messages';
import type { WishlistItem } from '#shared/wishlist/wishlist.schemas';

import type { Db } from '../../db/client';
import { AppError } from '../../kernel/app-error';
import type { Actor } from '../../kernel/actor';
import * as repo from './wishlist.repository';

export function createWishlistService(deps: {
  db: Db;
  /** True when the product may be wishlisted (it is in the shop). */
  isProductVisible: (productId: string) => Promise<boolean>;
}) {
  const { db } = deps;
  return {
    likedAmong: (actor: Actor, productIds: string[]) => repo.likedAmong(db, actor.id, productIds),

    /** Likes or unlikes a product for the signed-in user (one row per user and product). */
    async setLiked(actor: Actor, productId: string, isLiked: boolean) {
      if (!isUuid(productId) || !(await deps.isProductVisible(productId))) {
        throw AppError.notFound(PRODUCT_MESSAGES.notFound);
      }
      const row = await repo.upsertLike(db, actor.id, productId, isLiked);
      return {
        message: row.isNew ? WISHLIST_MESSAGES.added : WISHLIST_MESSAGES.updated,
        wishlist: {
          _id: row.id,
          product: productId,
          isLiked: row.isLiked,
          created: row.created.toISOString(),
          updated: row.updated.toISOString(),
        },
      };
    },

    async list(actor: Actor): Promise<WishlistItem[]> {
      const rows = await repo.listLiked(db, actor.id);
      return rows.map((row) => ({
        _id: row.id,
        product: {
          _id: row.product.id,
          slug: row.product.slug,
          name: row.product.name,
          price: centsToDollars(row.product.priceCents),
          imageUrl: row.product.imageKey ? imagePath(row.product.imageKey) : null,
        },
        isLiked: true,
        created: row.created.toISOString(),
        updated: row.updated.toISOString(),
      }));
    },
  };
}
export type WishlistService = ReturnType<typeof createWishlistService>;
