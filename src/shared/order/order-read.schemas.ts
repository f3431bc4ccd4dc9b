import { z } from 'zod';

import { ShippingAddressDtoSchema } from '../checkout/checkout.schemas';
import { LIMITS, ORDER_ITEM_STATUSES, ORDER_STATUS_FILTERS } from '../common/constants';
import { pageQuery, REF_MAX } from '../common/fields';
import { SORT_DIRS, listChoice, listDay, listId, listText } from '../common/list-query';
import { MeasurementsDtoSchema } from '../user/measurements.schemas';
import { PAYMENT_METHODS } from './order-payment';
import { ORDER_MESSAGES } from './order.messages';

/**
 * The product of an order item: the snapshot taken when it was bought (name, slug, image, price),
 * never today's product. `_id` is null once the product itself has been deleted.
 */
export const OrderProductDtoSchema = z.object({
  _id: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The same image under the original store's name. */
  img: z.string().nullable(),
  price: z.number(),
});
export type OrderProductDto = z.infer<typeof OrderProductDtoSchema>;

/**
 * Who set a status: the store itself (payment confirmed), the shopper, an admin, or the merchant
 * whose brand sold the item.
 */
export const STATUS_ACTORS = ['store', 'customer', 'admin', 'merchant'] as const;

export const OrderItemHistoryDtoSchema = z.object({
  status: z.enum(ORDER_ITEM_STATUSES),
  by: z.enum(STATUS_ACTORS),
  created: z.string(),
});
export type OrderItemHistoryDto = z.infer<typeof OrderItemHistoryDtoSchema>;

export const OrderItemDtoSchema = z.object({
  _id: z.string(),
  product: OrderProductDtoSchema.nullable(),
  status: z.enum(ORDER_ITEM_STATUSES),
  quantity: z.number(),
  size: z.string(),
  purchasePrice: z.number(),
  /** What was paid for the item: purchasePrice × quantity less its part of a discount. */
  totalPrice: z.number(),
  /** The item's part of the order's discount code (decision 0054); 0 without one. */
  discount: z.number().optional(),
  /** How the item travels, given when it was marked Shipped (null before, or when not given). */
  carrier: z.string().nullable().optional(),
  trackingNumber: z.string().nullable().optional(),
  /** When the item was first shipped and delivered (ISO), null until then. */
  shippedAt: z.string().nullable().optional(),
  deliveredAt: z.string().nullable().optional(),
  /**
   * A made-to-measure item (decision 0042): the buyer's measurements as they were when the order
   * was placed, and the lead time in days. Only the buyer, the item's merchant and admins read
   * an item; null for an item bought in a size.
   */
  madeToMeasure: z
    .object({ measurements: MeasurementsDtoSchema, leadDays: z.number().int() })
    .nullable()
    .optional(),
  /** Every status the item has had, oldest first (order detail only). */
  history: z.array(OrderItemHistoryDtoSchema).optional(),
});
export type OrderItemDto = z.infer<typeof OrderItemDtoSchema>;

export const OrderShippingDtoSchema = z.object({ option: z.string(), estimate: z.string() });
export type OrderShippingDto = z.infer<typeof OrderShippingDtoSchema>;

/**
 * An order as lists show it. `number` is what people read and type ("EKO-10042"); `_id` stays the
 * order's address (/order/{id}). How it was paid, never with whom: `paymentMethod` ("card") and
 * `paidAt`. Money in dollars: total = the items, totalTax = the shipping fee (shown as Shipping &
 * Handling), discount = what a discount code took off the items (`discountCode`, decision 0054),
 * totalWithTax = what was paid (total - discount + totalTax). A merchant's view holds only the
 * items its brand sold, and its money is theirs alone: total = totalWithTax = what was paid for
 * them, no shipping, with discount their part of the code's (already off).
 */
export const OrderDtoSchema = z.object({
  _id: z.string(),
  number: z.string(),
  created: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paidAt: z.string(),
  cartId: z.string(),
  total: z.number(),
  totalTax: z.number(),
  totalWithTax: z.number(),
  discount: z.number().optional(),
  discountCode: z.string().nullable().optional(),
  products: z.array(OrderItemDtoSchema),
  /** Where it goes and to whom, as it was when bought (null for orders placed without one). */
  shippingAddress: ShippingAddressDtoSchema.nullable().optional(),
  /** How it goes: the option chosen and its delivery estimate (null on older orders). */
  shipping: OrderShippingDtoSchema.nullable().optional(),
  /** Only on a guest's order no account holds yet (decision 0056): true. */
  guest: z.literal(true).optional(),
});
export type OrderDto = z.infer<typeof OrderDtoSchema>;

export const OrderContactDtoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

/**
 * One order in full (GET /api/order/{id}). Its owner and an admin get the contact; only an admin
 * gets the payment provider's reference (to find the payment at the provider), never the shopper.
 * A merchant, who sees only the items its brand sold, gets neither (both absent).
 */
export const OrderDetailDtoSchema = OrderDtoSchema.extend({
  paymentReference: z.string().nullable().optional(),
  contact: OrderContactDtoSchema.optional(),
});
export type OrderDetailDto = z.infer<typeof OrderDetailDtoSchema>;

export const OrderListResponseSchema = z.object({
  orders: z.array(OrderDtoSchema),
  totalPages: z.number(),
  currentPage: z.number(),
  count: z.number(),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderSearchResponseSchema = z.object({ orders: z.array(OrderDtoSchema) });
export type OrderSearchResponse = z.infer<typeof OrderSearchResponseSchema>;

export const OrderDetailResponseSchema = z.object({ order: OrderDetailDtoSchema });
export type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;

/**
 * GET /api/order/search?search: an order number ("EKO-10042", "eko-10042", "10042") or an exact
 * order id; anything else (a list, a text longer than any id) finds nothing.
 */
export const OrderSearchQuerySchema = z.object({
  search: z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === 'string' && value.length <= REF_MAX ? value.trim() : '',
    ),
});

/**
 * What GET /api/order sorts by (decision 0048): the day it was placed, its number, the
 * customer's name and its total (for a merchant, its own items' amount, as the list shows it).
 */
export const ORDER_LIST_SORTS = ['created', 'number', 'customer', 'total'] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/**
 * GET /api/order's optional filters (decision 0044), next to `page` and `limit`: `q` an order
 * number or part of the customer's name or email, an item `status`, the days `from` and `to`
 * (inclusive, UTC) and, for an admin, the `brand` whose items the orders hold; `sort` and `dir`
 * (decision 0048).
 */
export const OrderListQuerySchema = pageQuery.extend({
  q: listText(LIMITS.searchMax, ORDER_MESSAGES.listSearchMax),
  status: listChoice(ORDER_STATUS_FILTERS, ORDER_MESSAGES.statusInvalid),
  from: listDay(ORDER_MESSAGES.listFromInvalid),
  to: listDay(ORDER_MESSAGES.listToInvalid),
  brand: listId(ORDER_MESSAGES.listBrandInvalid),
  sort: listChoice(ORDER_LIST_SORTS, ORDER_MESSAGES.listSortInvalid),
  dir: listChoice(SORT_DIRS, ORDER_MESSAGES.listDirInvalid),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/**
 * GET /api/order/export and /api/order/items/export (decision 0046): the list's filters, the
 * same names as the customer orders screen's URL, without paging.
 */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({ page: true, limit: true });
export type OrderExportQuery = z.infer<typeof OrderExportQuerySchema>;
