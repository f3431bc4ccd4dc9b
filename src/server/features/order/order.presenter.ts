import type { ShippingAddressDto } from '#shared/checkout/checkout.schemas';
import { presentShippingAddress } from '#shared/checkout/shipping-address';
import { centsToDollars } from '#shared/common/money';
import type {
  OrderDetailDto,
  OrderDto,
  OrderItemDto,
  OrderItemHistoryDto,
  OrderShippingDto,
} from '#shared/order/order-read.schemas';
import { paymentMethodOf } from '#shared/order/order-payment';
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
    // Only on an item a discount code took money off: other answers stay as they were.
    ...(item.discountCents > 0 && { discount: centsToDollars(item.discountCents) }),
    carrier: item.carrier,
    trackingNumber: item.trackingNumber,
    shippedAt: item.shippedAt?.toISOString() ?? null,
    deliveredAt: item.deliveredAt?.toISOString() ?? null,
    madeToMeasure: item.madeToMeasure,
  };
}

/** The buyer's name and phone with the delivery address of the order, or null without one. */
export function orderShippingAddress(order: OrderRow): ShippingAddressDto | null {
  return presentShippingAddress(order.shippingAddress, {
    name: order.contactName,
    phone: order.contactPhone,
  });
}

/** How the order goes: the option chosen and its estimate (null on orders placed before). */
export function orderShipping(order: OrderRow): OrderShippingDto | null {
  return order.shippingOptionName
    ? { option: order.shippingOptionName, estimate: order.shippingEstimate ?? '' }
    : null;
}

/**
 * The order as lists show it: its number, how and when it was paid, what was paid, and each item
 * with its status. The order is written in the transaction that records the payment, so its
 * creation is the moment of payment.
 */
export function presentOrder(order: OrderRow, items: readonly OrderItemRow[]): OrderDto {
  return {
    _id: order.id,
    number: order.number,
    created: order.created.toISOString(),
    paymentMethod: paymentMethodOf(order.paymentProvider),
    paidAt: order.created.toISOString(),
    cartId: order.cartId,
    // The wire keeps the original client's names: total is the subtotal, totalTax the shipping.
    total: centsToDollars(order.subtotalCents),
    totalTax: centsToDollars(order.shippingCents),
    totalWithTax: centsToDollars(order.totalCents),
    // Only on an order placed with a discount code (decision 0054).
    ...(order.discountCents > 0 && {
      discount: centsToDollars(order.discountCents),
      discountCode: order.discountCode,
    }),
    products: items.map(presentOrderItem),
    shippingAddress: orderShippingAddress(order),
    shipping: orderShipping(order),
    // A guest's order no account holds yet (decision 0056): admins see it as a guest's.
    ...(order.userId === null && { guest: true as const }),
  };
}

/**
 * An order as a merchant sees its sales: only the items its brand sold (the caller passes no
 * other), money of those items alone (no shipping, which the store charged, not the merchant),
 * and where to ship them.
 */
export function presentSale(order: OrderRow, items: readonly OrderItemRow[]): OrderDto {
  const itemsCents = items.reduce((sum, item) => sum + item.totalPriceCents, 0);
  const discountCents = items.reduce((sum, item) => sum + item.discountCents, 0);
  // Where and how it goes (the seller ships it), but not the shopper's email or payment.
  const { discount: _whole, discountCode: _code, ...rest } = presentOrder(order, items);
  return {
    ...rest,
    total: centsToDollars(itemsCents),
    totalTax: 0,
    totalWithTax: centsToDollars(itemsCents),
    // The part of the code's discount on its items, already off their totals.
    ...(discountCents > 0 && {
      discount: centsToDollars(discountCents),
      discountCode: order.discountCode,
    }),
  };
}

/**
 * Who set a status, in words: nobody (the store, when the payment was confirmed), the merchant
 * whose brand sold the item, the shopper who placed the order, or someone else, which only an
 * admin can be. An admin account deleted since reads as the store.
 */
function byOf(row: OrderItemStatusRow, order: OrderRow): OrderItemHistoryDto['by'] {
  if (row.bySeller) return 'merchant';
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

/**
 * One order in full, for its owner or an admin: contact and item histories. The provider's
 * payment reference is for an admin (to find the payment at the provider); the shopper reads
 * how and when it was paid instead.
 */
export function presentOrderDetail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly OrderItemStatusRow[],
  options: { withPaymentReference: boolean },
): OrderDetailDto {
  return {
    ...withHistories(presentOrder(order, items), order, history),
    ...(options.withPaymentReference && { paymentReference: order.paymentReference }),
    contact: { name: order.contactName, email: order.contactEmail, phone: order.contactPhone },
  };
}

/**
 * One order as the merchant who sold some of it sees it: its items with their histories and
 * their money, and of the shopper only where to ship (name, phone, delivery address): no email,
 * no payment reference.
 */
export function presentSaleDetail(
  order: OrderRow,
  items: readonly OrderItemRow[],
  history: readonly OrderItemStatusRow[],
): OrderDetailDto {
  return withHistories(presentSale(order, items), order, history);
}
