import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { UserDto } from '#shared/user/user.schemas';

import { session } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import type { OrderDetail } from '../api/order.queries';
import { makeOrder, makeOrderItem, makeOrderProduct, makeSale } from '../test/order.fixtures';
import { OrderPage } from './order-page';
import { OrderSuccessPage } from './order-success-page';

const member = makeUser();
const admin = makeUser({ role: 'ROLE ADMIN' });
const merchant = makeUser({
  role: 'ROLE MERCHANT',
  merchant: {
    _id: 'm1',
    name: 'Bakare Tailoring',
    isActive: true,
    status: 'Approved',
    brand: 'b1',
  },
});

function product(name: string, slug: string) {
  return makeOrderProduct(name, slug);
}

function renderOrder(
  order: OrderDetail,
  viewer: UserDto,
  options: { from?: string; state?: unknown; handlers?: Parameters<typeof mockApi>[0] } = {},
) {
  session.signIn('Bearer token');
  const api = mockApi({
    'GET /api/user/me': () => ({ body: { user: viewer } }),
    [`GET /api/order/${order._id}`]: () => ({ body: { order } }),
    ...options.handlers,
  });
  const result = renderPage(<OrderPage />, {
    path: '/order/:id',
    at: `/order/${order._id}`,
    from: options.from,
    routes: [
      { path: '/dashboard/orders', element: <h1>Orders list</h1> },
      { path: '/dashboard/orders/customers', element: <h1>Customer list</h1> },
    ],
  });
  if (options.state !== undefined) {
    void result.router.navigate(`/order/${order._id}`, { replace: true, state: options.state });
  }
  return { ...result, api };
}

function itemNamed(name: string) {
  return screen.getByRole('article', { name });
}

describe('OrderPage (/order/{id})', () => {
  it('shows the details, every item with its facts, and the summary', async () => {
    const order = makeOrder({
      created: '2026-03-02T23:30:00.000Z',
      total: 95.5,
      totalTax: 10,
      totalWithTax: 105.5,
      products: [
        makeOrderItem({
          product: product('Kente Agbada', 'kente-agbada'),
          quantity: 1,
          size: 'XL',
          purchasePrice: 55.5,
          totalPrice: 55.5,
          status: 'Processing',
          history: [
            { status: 'Not processed', by: 'store', created: '2026-03-02T23:30:00.000Z' },
            { status: 'Processing', by: 'admin', created: '2026-03-04T08:00:00.000Z' },
          ],
        }),
        makeOrderItem({ product: null, status: 'Not processed' }),
      ],
    });
    renderOrder(order, member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeTruthy();
    expect(screen.getByText(order.number).parentElement?.textContent).toBe(`Order ${order.number}`);
    expect(screen.queryByText(order._id)).toBeNull();
    expect(screen.getByText('Monday, March 2, 2026')).toBeTruthy();

    const item = itemNamed('Kente Agbada');
    expect(within(item).getByRole('link', { name: 'Kente Agbada' }).getAttribute('href')).toBe(
      '/product/kente-agbada',
    );
    expect(within(item).getByText('$40.00')).toBeTruthy();
    expect(within(item).getAllByText('Processing')[0]?.tagName).toBe('SPAN');
    expect(within(item).getByText('Quantity').nextElementSibling?.textContent).toBe('1');
    expect(within(item).getByText('Size').nextElementSibling?.textContent).toBe('XL');
    expect(within(item).getByText('Purchase Price').nextElementSibling?.textContent).toBe('$55.50');
    expect(within(item).getByText('Total Price').nextElementSibling?.textContent).toBe('$55.50');
    expect(item.querySelector('img')?.getAttribute('src')).toBe(
      '/uploads/images/kente-agbada-1200.webp',
    );
    const history = within(item).getByRole('list');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Not processed · March 2, 2026', 'Processing · March 4, 2026']);
    expect(
      within(itemNamed('Unavailable item')).getByText('This product is no longer available'),
    ).toBeTruthy();

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(contact.textContent).toContain('Kwame Mensah');
    expect(contact.textContent).toContain('kwame@example.test');
    expect(contact.textContent).toContain('0803 555 0199');
    // How and when it was paid, in words; a member never sees the provider's reference.
    expect(within(contact).getByText('Payment').nextElementSibling?.textContent).toBe(
      'Paid by card on 2 Mar 2026',
    );
    expect(contact.textContent).not.toMatch(/reference|test_pi_/i);

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$95.50');
    expect(within(summary).getByText('Shipping & Handling').nextElementSibling?.textContent).toBe(
      '$10.00',
    );
    expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$105.50');
  });

  it("shows an admin the provider's reference under how it was paid", async () => {
    const order = makeOrder({ paidAt: '2026-11-26T09:15:00.000Z', paymentReference: 'pi_3Nx' });
    renderOrder(order, admin);
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Payment').nextElementSibling?.textContent).toBe(
      'Paid by card on 26 Nov 2026',
    );
    expect(within(contact).getByText('Payment reference').nextElementSibling?.textContent).toBe(
      'pi_3Nx',
    );
  });

  it('shows no empty Phone row when the checkout gave no phone', async () => {
    renderOrder(
      makeOrder({ contact: { name: 'Kwame Mensah', email: 'k@example.test', phone: '' } }),
      member,
    );
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Email')).toBeTruthy();
    expect(within(contact).queryByText('Phone')).toBeNull();
  });

  it("says 'No order found.' for an order it may not see", async () => {
    session.signIn('Bearer token');
    mockApi({
      'GET /api/user/me': () => ({ body: { user: member } }),
      'GET /api/order/missing': () => ({
        status: 404,
        body: { error: 'Cannot find order with the id: missing.', code: 'NOT_FOUND' },
      }),
    });
    renderPage(<OrderPage />, { path: '/order/:id', at: '/order/missing' });
    expect(await screen.findByText('No order found.')).toBeTruthy();
    // A 404 shows nothing else.
    expect(screen.queryByText('Cannot find order with the id: missing.')).toBeNull();
  });

  describe('item actions', () => {
    const statuses = [
      makeOrderItem({ product: product('Waiting', 'waiting'), status: 'Not processed' }),
      makeOrderItem({ product: product('Cutting', 'cutting'), status: 'Processing' }),
      makeOrderItem({ product: product('On The Way', 'on-the-way'), status: 'Shipped' }),
      makeOrderItem({ product: product('Arrived', 'arrived'), status: 'Delivered' }),
      makeOrderItem({ product: product('Dropped', 'dropped'), status: 'Cancelled' }),
    ];

    it('the owner: cancel while not shipped, review once delivered, nothing otherwise', async () => {
      renderOrder(makeOrder({ products: statuses }), member);
      await screen.findByRole('article', { name: 'Waiting' });
      expect(
        within(itemNamed('Waiting')).getByRole('button', { name: 'Cancel Waiting' }),
      ).toBeTruthy();
      expect(
        within(itemNamed('Cutting')).getByRole('button', { name: 'Cancel Cutting' }),
      ).toBeTruthy();
      expect(within(itemNamed('On The Way')).queryByRole('button')).toBeNull();
      expect(
        within(itemNamed('Arrived'))
          .getByRole('link', { name: 'Review Product' })
          .getAttribute('href'),
      ).toBe('/product/arrived');
      expect(within(itemNamed('Dropped')).queryByRole('button')).toBeNull();
      expect(
        within(itemNamed('Dropped')).queryByRole('link', { name: 'Review Product' }),
      ).toBeNull();
      expect(screen.queryByRole('combobox')).toBeNull();
      // One item is on its way: the order can no longer be cancelled by its owner.
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    });

    it('an admin: a status list of every status on live items, review when delivered, none when cancelled', async () => {
      renderOrder(makeOrder({ products: statuses }), admin);
      await screen.findByRole('article', { name: 'Waiting' });
      for (const name of ['Waiting', 'Cutting', 'On The Way']) {
        const select = within(itemNamed(name)).getByRole<HTMLSelectElement>('combobox', {
          name: 'Update status',
        });
        expect([...select.options].map((option) => option.value)).toEqual([
          'Not processed',
          'Processing',
          'Shipped',
          'Delivered',
          'Cancelled',
        ]);
        expect(within(itemNamed(name)).queryByRole('button', { name: /^Cancel/ })).toBeNull();
      }
      expect(within(itemNamed('On The Way')).getByRole('combobox')).toHaveProperty(
        'value',
        'Shipped',
      );
      expect(within(itemNamed('Arrived')).queryByRole('combobox')).toBeNull();
      expect(
        within(itemNamed('Arrived')).getByRole('link', { name: 'Review Product' }),
      ).toBeTruthy();
      expect(within(itemNamed('Dropped')).queryByRole('combobox')).toBeNull();
      expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
    });

    it('a merchant: its items and their amounts, no contact or payment, ship and deliver only', async () => {
      const sale = makeSale({
        total: 135.5,
        totalWithTax: 135.5,
        products: [
          makeOrderItem({
            product: product('Kente Agbada', 'kente-agbada'),
            quantity: 1,
            purchasePrice: 55.5,
            totalPrice: 55.5,
          }),
          ...statuses,
        ],
      });
      renderOrder(sale, merchant);
      const agbada = await screen.findByRole('article', { name: 'Kente Agbada' });
      expect(within(agbada).getByText('Total Price').nextElementSibling?.textContent).toBe(
        '$55.50',
      );
      expect(screen.queryByRole('region', { name: 'Contact' })).toBeNull();
      expect(screen.queryByText('test_pi_abc')).toBeNull();
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(summary).getByText('Subtotal').nextElementSibling?.textContent).toBe('$135.50');
      expect(within(summary).getByText('Shipping & Handling').nextElementSibling?.textContent).toBe(
        '$0.00',
      );
      expect(within(summary).getByText('Total').nextElementSibling?.textContent).toBe('$135.50');
      // Setting any status is the admin's, cancelling the shopper's, reviewing the buyer's; the
      // merchant ships what has not left and marks delivered what has.
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Review Product' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Mark Shipped' })).toHaveLength(3);
      expect(
        within(itemNamed('On The Way')).getByRole('button', { name: 'Mark On The Way delivered' }),
      ).toBeTruthy();
      expect(within(itemNamed('Arrived')).queryByRole('button')).toBeNull();
      expect(within(itemNamed('Dropped')).queryByRole('button')).toBeNull();
      expect(screen.getByRole('link', { name: 'Packing Slip' }).getAttribute('href')).toBe(
        `/dashboard/orders/${sale._id}/packing-slip`,
      );
      expect(screen.queryByRole('link', { name: 'Receipt' })).toBeNull();
    });

    it('a merchant looking at its own purchase gets what any owner gets', async () => {
      renderOrder(makeOrder({ products: statuses.slice(0, 1) }), merchant);
      const waiting = await screen.findByRole('article', { name: 'Waiting' });
      expect(within(waiting).getByRole('button', { name: 'Cancel Waiting' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Contact' })).toBeTruthy();
      expect(screen.queryByRole('combobox')).toBeNull();
    });

    it('an admin marks an item Shipped: the item changes at once and the order reloads quietly', async () => {
      const item = makeOrderItem({
        product: product('Kente Agbada', 'kente'),
        status: 'Processing',
      });
      const order = makeOrder({ products: [item, makeOrderItem()] });
      let current = order;
      const { api, user } = renderOrder(order, admin, {
        handlers: {
          [`GET /api/order/${order._id}`]: () => ({ body: { order: current } }),
          [`PUT /api/order/status/item/${item._id}`]: () => {
            current = {
              ...order,
              products: [{ ...item, status: 'Shipped' }, ...order.products.slice(1)],
            };
            return {
              body: {
                success: true,
                message: 'Item status has been updated successfully!',
                orderCancelled: false,
              },
            };
          },
        },
      });
      const select = await within(
        await screen.findByRole('article', { name: 'Kente Agbada' }),
      ).findByRole('combobox');
      await user.selectOptions(select, 'Shipped');
      expect(await screen.findByText('Item status has been updated successfully!')).toBeTruthy();
      expect(
        within(itemNamed('Kente Agbada')).getByText('Shipped', { selector: 'span' }),
      ).toBeTruthy();
      const put = api.calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({ orderId: order._id, cartId: order.cartId, status: 'Shipped' });
      await waitFor(() =>
        expect(api.calls.filter((call) => call.path === `/api/order/${order._id}`).length).toBe(2),
      );
      expect(screen.queryByRole('status', { name: 'Loading your order' })).toBeNull();
    });

    it('the owner cancels the last live item: orderCancelled goes to /dashboard/orders', async () => {
      const item = makeOrderItem({
        product: product('Kente Agbada', 'kente'),
        status: 'Not processed',
      });
      const order = makeOrder({ products: [item] });
      const { api, user, router } = renderOrder(order, member, {
        handlers: {
          [`PUT /api/order/status/item/${item._id}`]: () => ({
            body: {
              success: true,
              orderCancelled: true,
              message: 'Your order has been cancelled successfully',
            },
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Cancel Kente Agbada' }));
      const confirm = screen.getByRole('dialog', { name: 'Cancel this item?' });
      await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel item' }));
      expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/orders');
      expect(screen.getByText('Your order has been cancelled successfully')).toBeTruthy();
      expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
        orderId: order._id,
        cartId: order.cartId,
        status: 'Cancelled',
      });
    });

    it('the owner cancels the whole order while nothing has shipped', async () => {
      const order = makeOrder({
        products: [
          makeOrderItem({ product: product('One', 'one'), status: 'Processing' }),
          makeOrderItem({ product: product('Two', 'two'), status: 'Cancelled' }),
        ],
      });
      const { api, user, router } = renderOrder(order, member, {
        handlers: {
          [`DELETE /api/order/cancel/${order._id}`]: () => ({
            body: { success: true, message: 'Your order has been cancelled successfully' },
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
      // Keeping it sends nothing.
      await user.click(screen.getByRole('button', { name: 'Keep order' }));
      expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
      await user.click(screen.getByRole('button', { name: 'Cancel Order' }));
      await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
      expect(await screen.findByRole('heading', { name: 'Orders list' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/dashboard/orders');
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(
        [`/api/order/cancel/${order._id}`],
      );
    });

    it('an order whose items are all cancelled cannot be cancelled again', async () => {
      renderOrder(
        makeOrder({
          products: [makeOrderItem({ product: product('Gone', 'gone'), status: 'Cancelled' })],
        }),
        admin,
      );
      await screen.findByRole('article', { name: 'Gone' });
      expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    });

    it('a refused change goes through the shared handler and the item keeps its status', async () => {
      const item = makeOrderItem({
        product: product('Kente Agbada', 'kente'),
        status: 'Processing',
      });
      const order = makeOrder({ products: [item] });
      const { user } = renderOrder(order, member, {
        handlers: {
          [`PUT /api/order/status/item/${item._id}`]: () => ({
            status: 400,
            body: { error: 'This item has already been shipped.', code: 'BUSINESS_RULE' },
          }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Cancel Kente Agbada' }));
      await user.click(screen.getByRole('button', { name: 'Yes, cancel item' }));
      expect(await screen.findByText('This item has already been shipped.')).toBeTruthy();
      expect(within(itemNamed('Kente Agbada')).getByText('Processing')).toBeTruthy();
    });
  });

  describe('back', () => {
    it('right after a purchase: to /dashboard/orders', async () => {
      const order = makeOrder();
      const { user, router } = renderOrder(order, member, {
        from: `/order/success/${order._id}`,
        state: { fromPurchase: true },
      });
      await user.click(await screen.findByRole('button', { name: /Back to orders/ }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    });

    it('otherwise: to the previous screen', async () => {
      const order = makeOrder();
      const { user, router } = renderOrder(order, admin, { from: '/dashboard/orders/customers' });
      await user.click(await screen.findByRole('button', { name: /Back to orders/ }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/dashboard/orders/customers'),
      );
    });
  });
});

describe('OrderSuccessPage (/order/success/{id})', () => {
  it('thanks, links the order number to the order (as after a purchase), notes the email and the ways on', async () => {
    const order = makeOrder();
    session.signIn('Bearer token');
    mockApi({
      'GET /api/user/me': () => ({ body: { user: member } }),
      [`GET /api/order/${order._id}`]: () => ({ body: { order } }),
    });
    const { user, router } = renderPage(<OrderSuccessPage />, {
      path: '/order/success/:id',
      at: `/order/success/${order._id}`,
      routes: [{ path: '/order/:id', element: <OrderPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order.' })).toBeTruthy();
    expect(screen.getByText('A confirmation email will be sent to you shortly.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/shop',
    );
    // The number people read links to the order's address, which keeps the id.
    const idLink = screen.getByRole('link', { name: order.number });
    expect(idLink.getAttribute('href')).toBe(`/order/${order._id}`);
    expect(screen.queryByText(new RegExp(order._id))).toBeNull();

    await user.click(idLink);
    await user.click(await screen.findByRole('button', { name: /Back to orders/ }));
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it("says 'No order found.' for an unknown id", async () => {
    session.signIn('Bearer token');
    mockApi({
      'GET /api/order/nope': () => ({ status: 404, body: { error: 'nope', code: 'NOT_FOUND' } }),
    });
    renderPage(<OrderSuccessPage />, { path: '/order/success/:id', at: '/order/success/nope' });
    expect(await screen.findByText('No order found.')).toBeTruthy();
  });
});

describe('OrderPage: fulfilment (issue 23)', () => {
  const shipTo = {
    name: 'Kwame Mensah',
    phone: '0803 555 0199',
    address: '4 Broad Street',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '100271',
  };
  const updated = {
    success: true,
    message: 'Item status has been updated successfully!',
    orderCancelled: false,
  };

  it('a merchant sees where to ship and ships its item with the carrier and tracking number', async () => {
    const item = makeOrderItem({ product: product('Kente Agbada', 'kente') });
    const sale = makeSale({ products: [item], shippingAddress: shipTo });
    const { api, user } = renderOrder(sale, merchant, {
      handlers: { [`PUT /api/order/status/item/${item._id}`]: () => ({ body: updated }) },
    });
    const address = await screen.findByRole('region', { name: 'Delivery Address' });
    for (const line of [
      'Kwame Mensah',
      '0803 555 0199',
      '4 Broad Street',
      'Ikeja, Lagos, 100271',
      'Nigeria',
    ]) {
      expect(within(address).getByText(line)).toBeTruthy();
    }

    const form = within(itemNamed('Kente Agbada')).getByRole('form', { name: 'Ship Kente Agbada' });
    await user.click(within(form).getByRole('button', { name: 'Mark Shipped' }));
    expect(
      within(form).getAllByText('Please enter the carrier and the tracking number.'),
    ).toHaveLength(1);
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.type(within(form).getByLabelText('Carrier'), ' DHL Express ');
    await user.type(within(form).getByLabelText('Tracking number'), 'JD014600006281');
    await user.click(within(form).getByRole('button', { name: 'Mark Shipped' }));
    expect(await screen.findByText('Item status has been updated successfully!')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      orderId: sale._id,
      cartId: sale.cartId,
      status: 'Shipped',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
    });
  });

  it('a merchant marks a shipped item delivered', async () => {
    const item = makeOrderItem({
      product: product('Kente Agbada', 'kente'),
      status: 'Shipped',
      carrier: 'DHL',
      trackingNumber: 'T-1',
    });
    const sale = makeSale({ products: [item] });
    const { api, user } = renderOrder(sale, merchant, {
      handlers: { [`PUT /api/order/status/item/${item._id}`]: () => ({ body: updated }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Kente Agbada delivered' }));
    await screen.findByText('Item status has been updated successfully!');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      orderId: sale._id,
      cartId: sale.cartId,
      status: 'Delivered',
    });
  });

  it('the buyer reads the carrier and tracking number, and opens the receipt', async () => {
    const item = makeOrderItem({
      product: product('Kente Agbada', 'kente'),
      status: 'Shipped',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
      shippedAt: '2026-03-04T10:00:00.000Z',
    });
    const order = makeOrder({ products: [item], shippingAddress: shipTo });
    renderOrder(order, member);
    const row = await screen.findByRole('article', { name: 'Kente Agbada' });
    expect(within(row).getByText('DHL Express')).toBeTruthy();
    expect(within(row).getByText('JD014600006281')).toBeTruthy();
    expect(within(row).queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      `/order/${order._id}/receipt`,
    );
    expect(screen.queryByRole('link', { name: 'Packing Slip' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Delivery Address' })).toBeTruthy();
  });
});
