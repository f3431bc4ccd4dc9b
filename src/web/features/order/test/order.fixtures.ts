import type { OrderItemStatus } from '#shared/common/constants';
import type { OrderProductDto } from '#shared/order/order-read.schemas';

import type { OrderDetail, OrderItem } from '../api/order.queries';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `0191b0c0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

/** The product snapshot of an order item, with its image under both names. */
export function makeOrderProduct(
  name = 'Ankara Print Trousers',
  slug = 'ankara-print-trousers',
  overrides: Partial<OrderProductDto> = {},
): OrderProductDto {
  const image = `/uploads/images/${slug}-1200.webp`;
  return { _id: nextId(), slug, name, imageUrl: image, img: image, price: 40, ...overrides };
}

/** An order item as GET /api/order/{id} sends it; two trousers, not processed yet. */
export function makeOrderItem(
  overrides: Partial<OrderItem> & { status?: OrderItemStatus } = {},
): OrderItem {
  return {
    _id: nextId(),
    product: makeOrderProduct(),
    status: 'Not processed',
    quantity: 2,
    size: 'L',
    purchasePrice: 40,
    totalPrice: 80,
    history: [{ status: 'Not processed', by: 'store', created: '2026-03-02T23:30:00.000Z' }],
    ...overrides,
  };
}

/**
 * An order as GET /api/order/{id} sends it to its owner (the lists send the same without the
 * detail; an admin also gets `paymentReference`): 80 of items, 10 of shipping, paid by card.
 */
export function makeOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const _id = nextId();
  return {
    _id,
    number: `EKO-${10000 + sequence}`,
    created: '2026-03-02T23:30:00.000Z',
    paymentMethod: 'card',
    paidAt: '2026-03-02T23:30:00.000Z',
    cartId: nextId(),
    total: 80,
    totalTax: 10,
    totalWithTax: 90,
    products: [makeOrderItem()],
    contact: { name: 'Kwame Mensah', email: 'kwame@example.test', phone: '0803 555 0199' },
    ...overrides,
  };
}

/**
 * An order as a merchant gets it: only the items its brand sold, their amounts without shipping,
 * and nothing of the shopper (no contact, no payment reference).
 */
export function makeSale(overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order = makeOrder({ total: 80, totalTax: 0, totalWithTax: 80, ...overrides });
  delete order.contact;
  delete order.paymentReference;
  return order;
}
