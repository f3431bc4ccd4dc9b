import { presentShippingAddress } from '#shared/checkout/shipping-address';
import { centsToDollars } from '#shared/common/money';
import type {
  OrderDetailDto,
  OrderDto,
  OrderItemDto,
  OrderItemHistoryDto,
} from '#shared/order/order-read.schemas';
import { imagePath } from '#shared/product/images';

import type { OrderItemRow, OrderItemStatusRow, OrderRow } from './order.table';

/** An item with the product as it was bought: the snapshot, not today's product. */
export function presentOrderItem(item: OrderItemRow): OrderItemDto {
  const imageUrl = item.productImageKey ? imagePath(item.productImageKey) : null;
  return {
    _id: item.id,
    product: {
      _id: item.productId,
      slug: item.productSlug,
      name: item.productName,
      imageUrl,
      img: imageUrl,
      price: centsToDollars(item.productPriceCents),
    },
    status: item.status,
    quantity: item.quantity,
    size: item.size,
    purchasePrice: centsToDollars(item.purchasePriceCents),
    totalPrice: centsToDollars(item.totalPriceCents),
  };
}

/** The order as lists show it: what was paid, and each item with its status. */
export function presentOrder(order: OrderRow, items: readonly OrderItemRow[]): OrderDto {
  return {
    _id: order.id,
    created: order.created.toISOString(),
    cartId: order.cartId,
    // The wire keeps the original client's names: total is the subtotal, totalTax the shipping.
    total: centsToDollars(order.subtotalCents),
    totalTax: centsToDollars(order.shippingCents),
    totalWithTax: centsToDollars(order.totalCents),
    products: items.map(presentOrderItem),
    shippingAddress: presentShippingAddress(order.shippingAddress, {
      name: order.contactName,
      phone: order.contactPhone,
    }),
    shipping: order.shippingOptionName
      ? { option: order.shippingOptionName, estimate: order.shippingEstimate ?? '' }
      : null,
  };
}

/**
 * An order as a merchant sees its sales: only the items its brand sold (the caller passes no
 * other), and money of those items alone: no shipping, which the store charged, not the merchant.
 */
export function presentSale(order: OrderRow, items: readonly OrderItemRow[]): OrderDto {
  const itemsCents = items.reduce((sum, item) => sum + item.totalPriceCents, 0);
  // Nothing of the shopper: not where the order goes either.
  const { shippingAddress: _address, shipping: _shipping, ...sale } = presentOrder(order, items);
  return {
    ...sale,
    total: centsToDollars(itemsCents),
    totalTax: 0,
    totalWithTax: centsToDollars(itemsCents),
  };
}

/**
 * Who set a status, in words: nobody (the store, when the payment was confirmed), the shopper
 * who placed the order, or someone else, which only an admin can be. An admin account deleted
 * since reads as the store.
 */
function byOf(row: OrderItemStatusRow, order: OrderRow): OrderItemHistoryDto['by'] {
  if (!row.actorId) return 'store';
  return row.actorId === order.userId ? 'customer' : 'admin';
}

function historiesByItem(
  order: OrderRow,
  history: readonly OrderItemStatusRow[],
): Map<string, OrderItemHistoryDto[]> {
  const byItem = new Map<string, OrderItemHistoryDto[]>();
  for (const row of history) {
    const list = byItem.get(row.orderItemId) ?? [];
    list.push({ status: row.status, by: byOf(row, order), created: row.created.toISOString() });
    byItem.set(row.orderItemId, list);
  }
  return byItem;
}

function withHistories(
  summary: OrderDto,
  order: OrderRow,
  history: readonly OrderItemStatusRow[],
): OrderDto {
  const byItem = historiesByItem(order, history);
  return {
    ...summary,
    products: summary.products.map((item) => ({ ...item, history: byItem.get(item._id) ?? [] })),
  };
}

/** One order in full, for its owner or an admin: contact, payment reference, item histories. */
export function presentOrderDetail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly OrderItemStatusRow[],
): OrderDetailDto {
  return {
    ...withHistories(presentOrder(order, items), order, history),
    paymentReference: order.paymentReference,
    contact: { name: order.contactName, email: order.contactEmail, phone: order.contactPhone },
  };
}

/**
 * One order as the merchant who sold some of it sees it: its items with their histories and
 * their money, and nothing of the shopper (no contact, no payment reference).
 */
export function presentSaleDetail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly OrderItemStatusRow[],
): OrderDetailDto {
  return withHistories(presentSale(order, items), order, history);
}
