import { z } from 'zod';

import { isUuid } from '../common/text';
import { RECENTLY_VIEWED_MAX } from './product-related';
import { ProductDtoSchema } from './product.schemas';

export const RELATED_MESSAGES = {
  viewedIdsInvalid: `Please send at most ${RECENTLY_VIEWED_MAX} product ids, separated by commas.`,
} as const;

/** The longest `ids` text: the ids (36 characters), their commas and a little room for spaces. */
const IDS_TEXT_MAX = RECENTLY_VIEWED_MAX * 40;

/** GET /api/product/list/viewed?ids=a,b: the browser's recently viewed ids, newest first. */
export const ViewedProductsQuerySchema = z.object({
  ids: z
    .string({ error: RELATED_MESSAGES.viewedIdsInvalid })
    .max(IDS_TEXT_MAX, { message: RELATED_MESSAGES.viewedIdsInvalid, abort: true })
    .transform((text, ctx) => {
      const ids = text
        .split(',')
        .map((id) => id.trim().toLowerCase())
        .filter((id) => id !== '');
      if (ids.length > RECENTLY_VIEWED_MAX || !ids.every(isUuid)) {
        ctx.addIssue({ code: 'custom', message: RELATED_MESSAGES.viewedIdsInvalid });
        return z.NEVER;
      }
      return [...new Set(ids)];
    }),
});
export type ViewedProductsQuery = z.output<typeof ViewedProductsQuerySchema>;

/** "You may also like" and "Recently viewed": storefront products, in the order shown. */
export const ProductPicksResponseSchema = z.object({ products: z.array(ProductDtoSchema) });
export type ProductPicksResponse = z.infer<typeof ProductPicksResponseSchema>;
