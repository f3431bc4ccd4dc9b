import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { UserDto } from '#shared/user/user.schemas';

import { mockApi, renderDashboardPage } from '../../../test/render';
import {
  admin,
  HOUSE_BRAND,
  makeAdminProduct,
  merchant,
  MERCHANT_BRAND,
} from '../test/product-admin.fixtures';
import { ProductEditPage } from './product-edit-page';

const PATH = '/dashboard/product/edit/:id';
const UPDATED = 'Product has been updated successfully!';
const DELETED = 'Product has been deleted successfully!';

const product = makeAdminProduct({
  name: 'Bakare Kaftan',
  sku: 'BAK-001',
  slug: 'bakare-kaftan',
  description: 'Cut to measure.',
  quantity: 4,
  price: 120.5,
  taxable: true,
  sizes: ['M', 'L'],
  brand: { _id: MERCHANT_BRAND._id, name: MERCHANT_BRAND.name, slug: 'bakare-tailoring' },
});

function open(user: UserDto, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/product/${product._id}`]: () => ({ body: { product } }),
    'GET /api/brand/list/select': () => ({ body: { brands: [HOUSE_BRAND, MERCHANT_BRAND] } }),
    ...handlers,
  });
  const view = renderDashboardPage(<ProductEditPage />, {
    user,
    path: PATH,
    at: `/dashboard/product/edit/${product._id}`,
    from: '/dashboard/product',
  });
  return { ...view, api };
}

function value(label: string): string {
  return screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label).value;
}

describe('ProductEditPage', () => {
  it('says "No product found." for a product that is not there, without an error notice', async () => {
    const id = '0190a0c0-0000-7000-8000-00000000dead';
    mockApi({
      [`GET /api/product/${id}`]: () => ({
        status: 404,
        body: { error: 'No product found.', code: 'NOT_FOUND' },
      }),
    });
    renderDashboardPage(<ProductEditPage />, {
      user: merchant,
      path: PATH,
      at: `/dashboard/product/edit/${id}`,
    });
    expect(await screen.findByText('No product found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills the form, links to the product page, and gives a merchant no brand field', async () => {
    open(merchant);
    await waitFor(() => expect(value('Name')).toBe('Bakare Kaftan'));
    expect(value('Sku')).toBe('BAK-001');
    expect(value('Slug')).toBe('bakare-kaftan');
    expect(value('Description')).toBe('Cut to measure.');
    expect(value('Quantity')).toBe('4');
    expect(value('Price')).toBe('120.5');
    expect(value('Taxable')).toBe('1');
    expect(screen.getByRole('checkbox', { name: 'M' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'S' })).toHaveProperty('checked', false);
    expect(screen.getByRole('link', { name: '/product/bakare-kaftan' }).getAttribute('href')).toBe(
      '/product/bakare-kaftan',
    );
    expect(screen.queryByLabelText('Brand')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Active?' })).toHaveProperty('checked', true);
  });

  it("saves a merchant's changes without a brand and goes back", async () => {
    const {
      user: u,
      api,
      router,
    } = open(merchant, {
      [`PUT /api/product/${product._id}`]: () => ({
        body: { success: true, message: UPDATED, product },
      }),
    });
    await waitFor(() => expect(value('Name')).toBe('Bakare Kaftan'));
    await u.clear(screen.getByLabelText('Name'));
    await u.type(screen.getByLabelText('Name'), 'Bakare Linen Kaftan');
    await u.clear(screen.getByLabelText('Price'));
    await u.type(screen.getByLabelText('Price'), '99');
    await u.click(screen.getByRole('checkbox', { name: 'XL' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UPDATED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      product: {
        name: 'Bakare Linen Kaftan',
        sku: 'BAK-001',
        slug: 'bakare-kaftan',
        description: 'Cut to measure.',
        quantity: 4,
        price: 99,
        taxable: true,
        sizes: ['M', 'L', 'XL'],
        madeToMeasure: false,
      },
    });
  });

  it('offers the product made to measure with a surcharge and a lead time', async () => {
    const { user: u, api } = open(merchant, {
      [`PUT /api/product/${product._id}`]: () => ({
        body: { success: true, message: UPDATED, product },
      }),
    });
    await waitFor(() => expect(value('Name')).toBe('Bakare Kaftan'));
    await u.click(screen.getByRole('checkbox', { name: /Offer made to measure/ }));
    await u.type(screen.getByLabelText('Surcharge'), '25.5');
    await u.type(screen.getByLabelText('Lead time'), '21');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      product: { madeToMeasure: true, madeToMeasureSurcharge: 25.5, madeToMeasureLeadDays: 21 },
    });
  });

  it('lets an admin move the product to another brand', async () => {
    const { user: u, api } = open(admin, {
      [`PUT /api/product/${product._id}`]: () => ({
        body: { success: true, message: UPDATED, product },
      }),
    });
    await waitFor(() => expect(value('Brand')).toBe(MERCHANT_BRAND._id));
    const brand = screen.getByLabelText<HTMLSelectElement>('Brand');
    await waitFor(() => expect(brand.options).toHaveLength(3));
    expect(brand.value).toBe(MERCHANT_BRAND._id);
    expect(brand.options[0]?.textContent).toBe('No option selected');
    await u.selectOptions(brand, HOUSE_BRAND._id);
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ product: { brand: HOUSE_BRAND._id } });
  });

  it('shows the first message under each field and sends nothing', async () => {
    const { user: u, api } = open(admin);
    await waitFor(() => expect(value('Brand')).toBe(MERCHANT_BRAND._id));
    await u.clear(screen.getByLabelText('Slug'));
    await u.clear(screen.getByLabelText('Name'));
    await u.selectOptions(screen.getByLabelText('Brand'), '0');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slug is required.')).toBeTruthy();
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Brand is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Slug'), 'bakare kaftan');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it("puts the server's duplicate slug message under Slug", async () => {
    const { user: u } = open(merchant, {
      [`PUT /api/product/${product._id}`]: () => ({
        status: 400,
        body: {
          error: 'This slug is already in use.',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'product.slug', message: 'This slug is already in use.' }],
        },
      }),
    });
    await waitFor(() => expect(value('Slug')).toBe('bakare-kaftan'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('This slug is already in use.').length).toBeGreaterThan(0);
  });

  it('switches Active? at once with the activate call', async () => {
    const {
      user: u,
      api,
      router,
    } = open(merchant, {
      [`PUT /api/product/${product._id}/active`]: () => ({
        body: { success: true, message: UPDATED, product: { ...product, isActive: false } },
      }),
    });
    const toggle = await screen.findByRole('switch', { name: 'Active?' });
    await u.click(toggle);
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(api.calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/api/product/${product._id}/active`,
        body: { product: { isActive: false } },
      },
    ]);
    // The switch saves on its own: the screen stays.
    expect(router.state.location.pathname).toBe(`/dashboard/product/edit/${product._id}`);
  });

  it('deletes the product, shows the message and goes back', async () => {
    const {
      user: u,
      api,
      router,
    } = open(merchant, {
      [`DELETE /api/product/delete/${product._id}`]: () => ({
        body: { success: true, message: DELETED },
      }),
    });
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product'));
    expect(api.calls.map((call) => call.method)).toContain('DELETE');
  });
});
