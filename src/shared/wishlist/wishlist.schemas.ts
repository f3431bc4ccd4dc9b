import { z } from 'zod';

export const WishlistBodySchema = z.object({
  isLiked: z.boolean({ error: 'isLiked must be true or false.' }),
  product: z.string({ error: 'Product is required.' }).trim().min(1, 'Product is required.'),
});
export type WishlistBody = z.infer<typeof WishlistBodySchema>;
