import { z } from 'zod';

import { refField } from '../common/fields';
import { MSG } from '../common/messages';
import { WISHLIST_MESSAGES } from './wishlist.messages';

export const WishlistBodySchema = z.object({
  isLiked: z.boolean({ error: WISHLIST_MESSAGES.isLikedInvalid }),
  product: refField(MSG.productRequired),
});
export type WishlistBody = z.infer<typeof WishlistBodySchema>;

/** One liked product of GET /api/wishlist. */
export const WishlistItemSchema = z.object({
  _id: z.string(),
  product: z.object({
    _id: z.string(),
    slug: z.string(),
    name: z.string(),
    price: z.number(),
    imageUrl: z.string().nullable(),
  }),
  isLiked: z.boolean(),
  created: z.string(),
  updated: z.string(),
});
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistListResponseSchema = z.object({ wishlist: z.array(WishlistItemSchema) });

/** What POST /api/wishlist answers. */
export const WishlistSetResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  wishlist: z.object({
    _id: z.string(),
    product: z.string(),
    isLiked: z.boolean(),
    created: z.string(),
    updated: z.string(),
  }),
});
