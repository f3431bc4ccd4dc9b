import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../test/render';
import { makeOrder, makeOrderItem, makeOrderProduct } from '../test/order.fixtures';
import { OrderCard } from './order-card';

function cardLink() {
  return screen.getByRole('link');
}

describe('OrderCard', () => {
  it("links to the order and shows the first product's image and status, the number, the date and the total", () => {
    const order = makeOrder({
      created: '2026-03-02T23:30:00.000Z',
      totalWithTax: 1234.5,
      products: [
        makeOrderItem({ status: 'Shipped' }),
        makeOrderItem({
          status: 'Delivered',
          product: makeOrderProduct('Other', 'other'),
        }),
      ],
    });
    renderPage(<OrderCard order={order} />);
    const link = cardLink();
    expect(link.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(link.textContent).toContain(`Order ${order.number}`);
    // The long id stays in the address only.
    expect(link.textContent).not.toContain(order._id);
    expect(screen.getByText('Shipped')).toBeTruthy();
    expect(screen.queryByText('Delivered')).toBeNull();
    // en-US, UTC (23:30 UTC is still Monday there), with the long weekday.
    expect(screen.getByText('Monday, March 2, 2026')).toBeTruthy();
    expect(screen.getByText('Ordered on')).toBeTruthy();
    expect(screen.getByText('Order Total')).toBeTruthy();
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    const image = link.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/uploads/images/ankara-print-trousers-1200.webp');
  });

  it("an order without items: 'Unavailable' and the placeholder image", () => {
    const order = makeOrder({ products: [], totalWithTax: 0 });
    renderPage(<OrderCard order={order} />);
    expect(screen.getByText('Unavailable')).toBeTruthy();
    expect(cardLink().querySelector('img')?.getAttribute('src')).toBe('/placeholder-product.svg');
    expect(screen.getByText('$0.00')).toBeTruthy();
  });

  it('a product without an image gets the placeholder', () => {
    const order = makeOrder({
      products: [
        makeOrderItem({
          product: makeOrderProduct('No Photo', 'no-photo', { imageUrl: null, img: null }),
        }),
      ],
    });
    renderPage(<OrderCard order={order} />);
    expect(cardLink().querySelector('img')?.getAttribute('src')).toBe('/placeholder-product.svg');
  });

  it('marks a guest’s order no account holds yet (decision 0056), and no other', () => {
    const { unmount } = renderPage(<OrderCard order={makeOrder({ guest: true })} />);
    expect(screen.getByText('Guest')).toBeTruthy();
    unmount();
    renderPage(<OrderCard order={makeOrder()} />);
    expect(screen.queryByText('Guest')).toBeNull();
  });
});
