import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { UserDto } from '#shared/user/user.schemas';
import type { OrderReturns, ReturnDto } from '#shared/return/return.schemas';

import type { OrderDetail } from '../../../features/order/api/order.queries';
import {
  makeOrder,
  makeOrderItem,
  makeOrderProduct,
} from '../../../features/order/test/order.fixtures';
import { session } from '../../../lib/session';
import { makeUser } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { OrderRoutePage } from './order-route-page';

const member = makeUser();
const admin = makeUser({ role: 'ROLE ADMIN' });

function returnOf(overrides: Partial<ReturnDto>): ReturnDto {
  return {
    _id: 'r1',
    kind: 'return',
    orderId: 'o1',
    orderNumber: 'EKO-10001',
    itemId: 'i1',
    productName: 'Kente Agbada',
    productSlug: 'kente-agbada',
    size: 'XL',
    quantity: 1,
    reason: 'Does not fit',
    note: '',
    status: 'requested',
    refusalNote: '',
    amount: 55.5,
    created: '2026-03-10T09:00:00.000Z',
    decided: null,
    received: null,
    refunded: null,
    ...overrides,
  };
}

function renderOrder(
  order: OrderDetail,
  viewer: UserDto,
  returns: OrderReturns,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  session.signIn('Bearer token');
  const api = mockApi({
    'GET /api/user/me': () => ({ body: { user: viewer } }),
    [`GET /api/order/${order._id}`]: () => ({ body: { order } }),
    [`GET /api/return/order/${order._id}`]: () => ({ body: returns }),
    ...handlers,
  });
  const { user } = renderPage(<OrderRoutePage />, {
    path: '/order/:id',
    at: `/order/${order._id}`,
  });
  return { api, user };
}

describe('the order page: returns and refunds', () => {
  it('lets the shopper return a delivered item within its window: reason, quantity, note', async () => {
    const agbada = makeOrderItem({
      product: makeOrderProduct('Kente Agbada', 'kente-agbada'),
      status: 'Delivered',
      quantity: 3,
    });
    const cap = makeOrderItem({
      product: makeOrderProduct('Fila Cap', 'fila-cap'),
      status: 'Shipped',
    });
    const order = makeOrder({ products: [agbada, cap] });
    const { api, user } = renderOrder(
      order,
      member,
      {
        items: [
          {
            itemId: agbada._id,
            returnable: 2,
            returnableUntil: '2026-03-24T09:00:00.000Z',
            refundable: false,
          },
          { itemId: cap._id, returnable: 0, returnableUntil: null, refundable: false },
        ],
        returns: [returnOf({ itemId: agbada._id, status: 'refused', refusalNote: 'Worn.' })],
      },
      {
        'POST /api/return': () => ({
          status: 201,
          body: {
            success: true,
            message: 'Your return request has been sent. We will let you know once it is reviewed.',
            return: returnOf({ itemId: agbada._id, quantity: 2 }),
          },
        }),
      },
    );

    const section = await screen.findByRole('region', { name: 'Returns & refunds' });
    // Only the delivered item in its window has a Return; the refused return is shown with the note.
    expect(within(section).queryByRole('button', { name: 'Return Fila Cap' })).toBeNull();
    expect(within(section).getByText('Return refused')).toBeTruthy();
    expect(within(section).getByText("Seller's note: Worn.")).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Return Kente Agbada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Kente Agbada' });
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }));
    expect(within(dialog).getByText('Please choose a reason.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Does not fit');
    const quantity = within(dialog).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Too narrow');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }));

    expect(
      await screen.findByText(
        'Your return request has been sent. We will let you know once it is reviewed.',
      ),
    ).toBeTruthy();
    const post = api.calls.find((call) => call.method === 'POST');
    // More than may be returned is held to what is left (2).
    expect(post?.body).toEqual({
      itemId: agbada._id,
      quantity: 2,
      reason: 'Does not fit',
      note: 'Too narrow',
    });
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === `/api/return/order/${order._id}`).length,
      ).toBe(2),
    );
  });

  it('offers the admin a Refund on a cancelled item that never shipped, once confirmed', async () => {
    const scarf = makeOrderItem({
      product: makeOrderProduct('Silk Scarf', 'silk-scarf'),
      status: 'Cancelled',
      quantity: 1,
      totalPrice: 25,
    });
    const order = makeOrder({ products: [scarf] });
    const { api, user } = renderOrder(
      order,
      admin,
      {
        items: [{ itemId: scarf._id, returnable: 0, returnableUntil: null, refundable: true }],
        returns: [],
      },
      {
        [`POST /api/return/item/${scarf._id}/refund`]: () => ({
          body: {
            success: true,
            message: 'The refund has been made.',
            return: returnOf({ kind: 'cancellation', itemId: scarf._id, status: 'refunded' }),
          },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Refund Silk Scarf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this cancelled item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    expect(await screen.findByText('The refund has been made.')).toBeTruthy();
    expect(api.calls.some((call) => call.path === `/api/return/item/${scarf._id}/refund`)).toBe(
      true,
    );
  });

  it('draws nothing when no item can be returned or refunded and there is no return', async () => {
    const order = makeOrder({ products: [makeOrderItem({ status: 'Processing' })] });
    renderOrder(order, member, { items: [], returns: [] });
    expect(await screen.findByRole('heading', { name: 'Order Details' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Returns & refunds' })).toBeNull(),
    );
  });
});
