import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../test/render';
import { makeOrder, makeOrderItem } from '../test/order.fixtures';
import { OrderCard } from './order-card';

function cardLink() {
  return screen.getByRole('link');
}

describe('OrderCard', () => {
  it("links to the order and shows the first product's image and status, the id, the date and the total", () => {
    const order = makeOrder({
      created: '2026-03-02T23:30:00.000Z',
      totalWithTax: 1234.5,
      products: [
        makeOrderItem({ status: 'Shipped' }),
        makeOrderItem({
          status: 'Delivered',
          product: {
            _id: 'p2',
            slug: 'other',
            name: 'Other',
            imageUrl: '/uploads/images/other-1200.webp',
            price: 5,
          },
        }),
      ],
    });
    renderPage(<OrderCard order={order} />);
    const link = cardLink();
    expect(link.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(link.textContent).toContain(`Order #${order._id}`);
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.queryByText('Delivered')).toBeNull();
    // en-US, UTC (23:30 UTC is still Monday there), with the long weekday.
    expect(screen.getByText('Monday, March 2, 2026')).toBeTruthy();
    expect(screen.getByText('Ordered on')).toBeTruthy();
    expect(screen.getByText('Order Total')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    const image = link.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/images/ankara-1200.webp');
  });

  it("an order without items: 'Unavailable', the placeholder image, and $0.00 without a total", () => {
    const order = makeOrder({ products: [], totalWithTax: null });
    renderPage(<OrderCard order={order} />);
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(cardLink().querySelector('img')?.getAttribute('src')).toBe('/placeholder-product.svg');
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('a product without an image gets the placeholder', () => {
    const order = makeOrder({
      products: [
        makeOrderItem({
          product: { _id: 'p', slug: 's', name: 'No Photo', imageUrl: null, price: 10 },
        }),
      ],
    });
    renderPage(<OrderCard order={order} />);
    expect(cardLink().querySelector('img')?.getAttribute('src')).toBe('/placeholder-product.svg');
  });
});
