import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderDashboardPage } from '../../../test/render';
import {
  HOUSE_BRAND,
  makeAdminProduct,
  merchant,
  MERCHANT_BRAND,
} from '../test/product-admin.fixtures';
import { ProductAddPage } from './product-add-page';
import { ProductEditPage } from './product-edit-page';

const PATH = '/dashboard/product/edit/:id';
const UPDATED = 'Product has been updated successfully!';

function open(product: ReturnType<typeof makeAdminProduct>) {
  const api = mockApi({
    [`GET /api/product/${product._id}`]: () => ({ body: { product } }),
    'GET /api/brand/list/select': () => ({ body: { brands: [HOUSE_BRAND, MERCHANT_BRAND] } }),
    [`PUT /api/product/${product._id}`]: () => ({
      body: { success: true, message: UPDATED, product },
    }),
  });
  const view = renderDashboardPage(<ProductEditPage />, {
    user: merchant,
    path: PATH,
    at: `/dashboard/product/edit/${product._id}`,
    from: '/dashboard/product',
  });
  return { ...view, api };
}

const brand = { _id: MERCHANT_BRAND._id, name: MERCHANT_BRAND.name, slug: 'bakare' };

describe('the product form with stock per size', () => {
  it('switches a shared stock to per size: a row per chosen size, the total shown and sent', async () => {
    const product = makeAdminProduct({ quantity: 4, sizes: ['M', 'L'], brand });
    const { user: u, api } = open(product);
    const perSize = await screen.findByRole('checkbox', { name: /Keep stock per size/ });
    expect(screen.queryByLabelText('Stock in size M')).toBeNull();
    await u.click(perSize);
    expect(screen.queryByLabelText('Stock in size XL')).toBeNull();
    await u.clear(screen.getByLabelText('Stock in size M'));
    await u.type(screen.getByLabelText('Stock in size M'), '2');
    await u.clear(screen.getByLabelText('Stock in size L'));
    await u.type(screen.getByLabelText('Stock in size L'), '5');
    expect(screen.getByText('Total in stock:').textContent).toBe('Total in stock: 7');
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UPDATED)).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      product: {
        quantity: 7,
        sizes: ['M', 'L'],
        sizeStock: [
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 5 },
        ],
      },
    });
  });

  it("shows a product's stock per size, and switched off sends it back to one shared stock", async () => {
    const product = makeAdminProduct({
      quantity: 3,
      sizes: ['M', 'L'],
      sizeStock: [
        { size: 'M', quantity: 1 },
        { size: 'L', quantity: 2 },
      ],
      brand,
    });
    const { user: u, api } = open(product);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Stock in size L').value).toBe('2'),
    );
    await u.click(screen.getByRole('checkbox', { name: /Keep stock per size/ }));
    await u.clear(screen.getByLabelText('Quantity'));
    await u.type(screen.getByLabelText('Quantity'), '9');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      product: { quantity: 9, sizeStock: [] },
    });
  });
});

describe('the add form with stock per size', () => {
  it('sends the stock of each size as one JSON field, and their total as the quantity', async () => {
    mockApi({
      'GET /api/brand/list/select': () => ({ body: { brands: [MERCHANT_BRAND] } }),
      'POST /api/product/add': () => ({
        body: {
          success: true,
          message: 'Product has been added successfully!',
          product: makeAdminProduct(),
        },
      }),
    });
    const sent: FormData[] = [];
    const inner = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (init?.body instanceof FormData) sent.push(init.body);
      return inner(input, init);
    };
    const { user: u } = renderDashboardPage(<ProductAddPage />, {
      user: merchant,
      path: '/dashboard/product/add',
      from: '/dashboard/product',
    });
    await u.type(screen.getByLabelText('Sku'), 'EKO-SZ-1');
    await u.type(screen.getByLabelText('Name'), 'Per Size Agbada');
    await u.type(screen.getByLabelText('Description'), 'Cut to fit.');
    await u.upload(
      screen.getByLabelText('Image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'agbada.png', { type: 'image/png' }),
    );
    await u.click(screen.getByRole('checkbox', { name: /Keep stock per size/ }));
    await u.clear(screen.getByLabelText('Stock in size M'));
    await u.type(screen.getByLabelText('Stock in size M'), '2');
    await u.clear(screen.getByLabelText('Stock in size L'));
    await u.type(screen.getByLabelText('Stock in size L'), '3');
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('5');
    await u.click(screen.getByRole('button', { name: 'Add Product' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const data = sent[0]!;
    expect(data.get('quantity')).toBe('5');
    expect(JSON.parse(String(data.get('sizeStock')))).toEqual([
      { size: 'S', quantity: 0 },
      { size: 'M', quantity: 2 },
      { size: 'MT', quantity: 0 },
      { size: 'L', quantity: 3 },
      { size: 'XL', quantity: 0 },
      { size: 'XXL', quantity: 0 },
    ]);
  });
});
