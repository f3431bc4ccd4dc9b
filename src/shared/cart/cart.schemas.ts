import { z } from 'zod';

import { PRODUCT_SIZES } from '../common/constants';
import { REF_MAX, refField } from '../common/fields';
import { CHECKOUT_MESSAGES } from '../checkout/checkout.messages';
import { MADE_TO_MEASURE_SIZE } from '../product/made-to-measure';

/** The most lines one bag may send (one per product and size). */
export const CART_LINES_MAX = 50;

const quantityField = z
  .number({ error: CHECKOUT_MESSAGES.quantityMin })
  .int(CHECKOUT_MESSAGES.quantityMin)
  .min(1, CHECKOUT_MESSAGES.quantityMin);

/** One of the sizes, or made to measure (decision 0042). */
const sizeField = z.enum([...PRODUCT_SIZES, MADE_TO_MEASURE_SIZE], {
  error: CHECKOUT_MESSAGES.sizeRequired,
});

const productIdField = refField(CHECKOUT_MESSAGES.productNotFound);

/**
 * A line as the storefront sends it. `price` and `taxable` are accepted for the original
 * client's sake and ignored: the server prices every line from the database.
 */
export const CartLineSchema = z.object({
  product: productIdField,
  quantity: quantityField,
  size: sizeField,
  price: z.unknown().optional(),
  taxable: z.unknown().optional(),
});

function linesOf<T extends z.ZodType>(line: T) {
  return z
    .array(line, { error: CHECKOUT_MESSAGES.emptyBag })
    .min(1, CHECKOUT_MESSAGES.emptyBag)
    .max(CART_LINES_MAX, CHECKOUT_MESSAGES.tooManyLines(CART_LINES_MAX));
}

/** POST /api/cart/add */
export const CartAddBodySchema = z.object({ products: linesOf(CartLineSchema) });
export type CartAddBody = z.infer<typeof CartAddBodySchema>;

export const CartAddResponseSchema = z.object({ success: z.literal(true), cartId: z.string() });

/**
 * A line of the bag sent with a checkout: the storefront's cart item, whose product id is `_id`
 * (or `product`). Everything but the id, size and quantity is ignored.
 */
export const CheckoutCartItemSchema = z
  .object({
    _id: z.string().max(REF_MAX, CHECKOUT_MESSAGES.productNotFound).optional(),
    product: z.string().max(REF_MAX, CHECKOUT_MESSAGES.productNotFound).optional(),
    quantity: quantityField,
    size: sizeField,
  })
  .transform((item, ctx) => {
    const product = (item.product ?? item._id ?? '').trim();
    if (!product) {
      ctx.addIssue({ code: 'custom', message: CHECKOUT_MESSAGES.productNotFound, path: ['_id'] });
      return z.NEVER;
    }
    return { product, quantity: item.quantity, size: item.size };
  });

export const checkoutCartItems = linesOf(CheckoutCartItemSchema);
