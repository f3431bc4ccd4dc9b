import type { OrderItemStatus } from '#shared/common/constants';

import type { Order, OrderItem } from '../api/order.queries';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `0191b0c0-0000-7000-8000-${String(sequence).padStart(12, '0')}`;
}

/** An order item as GET /api/order/{id} sends it; a pair of trousers, not processed yet. */
export function makeOrderItem(
  overrides: Partial<OrderItem> & { status?: OrderItemStatus } = {},
): OrderItem {
  return {
    _id: nextId(),
    product: {
      _id: nextId(),
      slug: 'ankara-print-trousers',
      name: 'Ankara Print Trousers',
      imageUrl: '/uploads/images/ankara-1200.webp',
      price: 40,
    },
    status: 'Not processed',
    quantity: 2,
    size: 'L',
    purchasePrice: 40,
    totalPrice: 80,
    ...overrides,
  };
}

/** An order as the order endpoints send it: 80 of items, 10 of shipping. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: nextId(),
    created: '2026-03-02T23:30:00.000Z',
    cartId: nextId(),
    total: 80,
    totalTax: 10,
    totalWithTax: 90,
    products: [makeOrderItem()],
    ...overrides,
  };
}
