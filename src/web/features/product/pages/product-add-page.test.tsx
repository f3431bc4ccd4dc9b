import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderDashboardPage } from '../../../test/render';
import {
  admin,
  HOUSE_BRAND,
  makeAdminProduct,
  merchant,
  MERCHANT_BRAND,
} from '../test/product-admin.fixtures';
import { ProductAddPage } from './product-add-page';

const PATH = '/dashboard/product/add';
const ADDED = 'Product has been added successfully!';
const IMAGE_TYPE = 'Please upload files with jpg, jpeg, png format.';

/** Records the multipart bodies sent (mockApi only reads JSON bodies). */
function captureForms(): FormData[] {
  const sent: FormData[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (init?.body instanceof FormData) sent.push(init.body);
    return inner(input, init);
  };
  return sent;
}

function png(name = 'agbada.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

function open(user = admin, brands = [HOUSE_BRAND, MERCHANT_BRAND]) {
  const api = mockApi({
    'GET /api/brand/list/select': () => ({ body: { brands } }),
    'POST /api/product/add': () => ({
      body: { success: true, message: ADDED, product: makeAdminProduct() },
    }),
  });
  const sent = captureForms();
  const view = renderDashboardPage(<ProductAddPage />, {
    user,
    path: PATH,
    from: '/dashboard/product',
  });
  return { ...view, api, sent };
}

function writes(api: { calls: Array<{ method: string; path: string }> }) {
  return api.calls.filter((call) => call.method !== 'GET');
}

describe('ProductAddPage', () => {
  it('has every field of the spec, with the defaults of a new product', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeTruthy();
    for (const label of ['Sku', 'Name', 'Description', 'Quantity', 'Price', 'Image']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('1');
    expect(screen.getByLabelText<HTMLInputElement>('Price').value).toBe('1');
    const taxable = screen.getByLabelText<HTMLSelectElement>('Taxable');
    expect([...taxable.options].map((o) => [o.value, o.textContent])).toEqual([
      ['1', 'Yes'],
      ['0', 'No'],
    ]);
    expect(taxable.value).toBe('0');
    expect(screen.getByLabelText('Gallery image 2 (optional)')).toBeTruthy();
    expect(screen.getByLabelText('Gallery image 3 (optional)')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active?' })).toHaveProperty('checked', true);
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    expect(sizes.querySelectorAll('input:checked')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLSelectElement>('Select Brand').options).toHaveLength(3),
    );
  });

  it('shows the first message under each field and sends nothing', async () => {
    const { user: u, api } = open();
    await u.clear(screen.getByLabelText('Quantity'));
    await u.clear(screen.getByLabelText('Price'));
    await u.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText('Sku is required.')).toBeTruthy();
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByText('Quantity is required.')).toBeTruthy();
    expect(screen.getByText('Price is required.')).toBeTruthy();
    expect(screen.getByText('Brand is required.')).toBeTruthy();
    expect(screen.getByText(IMAGE_TYPE)).toBeTruthy();
    expect(screen.getByLabelText('Sku').getAttribute('aria-invalid')).toBe('true');

    await u.type(screen.getByLabelText('Sku'), 'EKO 001');
    await u.type(screen.getByLabelText('Description'), 'a'.repeat(201));
    // Pasted text skips the key filter; the schema still refuses a fraction.
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2.5' } });
    await u.type(screen.getByLabelText('Price'), '0.5');
    await u.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(
      await screen.findByText(
        'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Description may not be greater than 200 characters.')).toBeTruthy();
    expect(screen.getByText('Quantity must be an integer.')).toBeTruthy();
    expect(screen.getByText('Price must be at least 1.')).toBeTruthy();
    expect(screen.queryByText('Sku is required.')).toBeNull();
    expect(writes(api)).toEqual([]);
  });

  it('refuses a picture that is not a jpg, jpeg or png, and no size at all', async () => {
    const { user: u, api } = open();
    const gif = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    // The file input accepts only jpg and png; a dropped file can still be anything.
    fireEvent.change(screen.getByLabelText('Image'), { target: { files: [gif] } });
    const sizes = screen.getByRole('group', { name: 'Sizes' });
    for (const box of sizes.querySelectorAll('input')) await u.click(box);
    await u.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(IMAGE_TYPE)).toBeTruthy();
    expect(screen.getByText('Please select at least one size.')).toBeTruthy();
    expect(writes(api)).toEqual([]);
  });

  it('keeps quantity to digits: no decimal point, sign or exponent', async () => {
    const { user: u } = open();
    const quantity = screen.getByLabelText<HTMLInputElement>('Quantity');
    await u.clear(quantity);
    await u.type(quantity, '-2.5e1');
    expect(quantity.value).toBe('251');
  });

  it('lets an admin choose the brand, sends the form with its images and goes back', async () => {
    const { user: u, api, sent, router } = open();
    const brand = screen.getByLabelText<HTMLSelectElement>('Select Brand');
    await waitFor(() => expect(brand.options).toHaveLength(3));
    expect([...brand.options].map((o) => [o.value, o.textContent])).toEqual([
      ['0', 'No option selected'],
      [HOUSE_BRAND._id, HOUSE_BRAND.name],
      [MERCHANT_BRAND._id, MERCHANT_BRAND.name],
    ]);

    await u.type(screen.getByLabelText('Sku'), 'EKO-AGB-099');
    await u.type(screen.getByLabelText('Name'), 'Royal Blue Agbada');
    await u.type(screen.getByLabelText('Description'), 'Hand-embroidered, three pieces.');
    await u.clear(screen.getByLabelText('Quantity'));
    await u.type(screen.getByLabelText('Quantity'), '8');
    await u.clear(screen.getByLabelText('Price'));
    await u.type(screen.getByLabelText('Price'), '245.50');
    await u.selectOptions(screen.getByLabelText('Taxable'), '1');
    await u.selectOptions(brand, HOUSE_BRAND._id);
    await u.click(screen.getByRole('checkbox', { name: 'S' }));
    await u.upload(screen.getByLabelText('Image'), png());
    await u.upload(screen.getByLabelText('Gallery image 3 (optional)'), png('detail.png'));
    await u.click(screen.getByRole('switch', { name: 'Active?' }));
    await u.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByText(ADDED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/product'));
    expect(writes(api).map((call) => call.path)).toEqual(['/api/product/add']);
    const data = sent[0]!;
    expect(
      Object.fromEntries([...data.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      sku: 'EKO-AGB-099',
      name: 'Royal Blue Agbada',
      description: 'Hand-embroidered, three pieces.',
      quantity: '8',
      price: '245.5',
      taxable: '1',
      isActive: 'false',
      brand: HOUSE_BRAND._id,
      sizes: 'XXL',
      madeToMeasure: 'false',
    });
    expect(data.getAll('sizes')).toEqual(['M', 'MT', 'L', 'XL', 'XXL']);
    expect((data.get('image') as File).name).toBe('agbada.png');
    expect(data.get('image2')).toBeNull();
    expect((data.get('image3') as File).name).toBe('detail.png');
  });

  it("fixes a merchant's brand to its own, which it cannot change", async () => {
    const { user: u, sent } = open(merchant, [MERCHANT_BRAND]);
    const brand = screen.getByLabelText<HTMLSelectElement>('Select Brand');
    expect(brand.disabled).toBe(true);
    await waitFor(() => expect(brand.value).toBe(MERCHANT_BRAND._id));
    expect(brand.selectedOptions[0]?.textContent).toBe(MERCHANT_BRAND.name);
    expect(screen.getByText('Your products are added to your own brand.')).toBeTruthy();

    await u.type(screen.getByLabelText('Sku'), 'BAK-001');
    await u.type(screen.getByLabelText('Name'), 'Bakare Kaftan');
    await u.type(screen.getByLabelText('Description'), 'Cut to measure.');
    await u.upload(screen.getByLabelText('Image'), png());
    await u.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(ADDED)).toBeTruthy();
    expect(sent[0]?.get('brand')).toBe(MERCHANT_BRAND._id);
    expect(sent[0]?.get('isActive')).toBe('true');
    expect(sent[0]?.get('taxable')).toBe('0');
  });

  it("puts the server's message under its field and stays", async () => {
    mockApi({
      'GET /api/brand/list/select': () => ({ body: { brands: [MERCHANT_BRAND] } }),
      'POST /api/product/add': () => ({
        status: 400,
        body: {
          error: 'This sku is already in use.',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'sku', message: 'This sku is already in use.' }],
        },
      }),
    });
    const { user: u, router } = renderDashboardPage(<ProductAddPage />, {
      user: merchant,
      path: PATH,
      from: '/dashboard/product',
    });
    await u.type(screen.getByLabelText('Sku'), 'BAK-001');
    await u.type(screen.getByLabelText('Name'), 'Bakare Kaftan');
    await u.type(screen.getByLabelText('Description'), 'Cut to measure.');
    await u.upload(screen.getByLabelText('Image'), png());
    await u.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findAllByText('This sku is already in use.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Sku').getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(PATH);
  });
});
