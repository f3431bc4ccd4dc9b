import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { mockApi, renderDashboardPage } from '../../../test/render';
import { makeAdminProduct, merchant, MERCHANT_BRAND } from '../test/product-admin.fixtures';
import { ProductEditPage } from './product-edit-page';

const PATH = '/dashboard/product/edit/:id';
const MAIN = '/uploads/images/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-1200.webp';
const NEW_MAIN = '/uploads/images/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb-1200.webp';
const SECOND = '/uploads/images/cccccccccccccccccccccccccccccccc-1200.webp';

const product = makeAdminProduct({
  name: 'Bakare Kaftan',
  imageUrl: MAIN,
  img: MAIN,
  imgs: SECOND,
  imgss: null,
  brand: { _id: MERCHANT_BRAND._id, name: MERCHANT_BRAND.name, slug: 'bakare-tailoring' },
});
const IMAGES_PATH = `/api/product/${product._id}/images`;

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

function png(name = 'front.png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

function open(reply: (body: unknown) => { status?: number; body: unknown }) {
  const api = mockApi({
    [`GET /api/product/${product._id}`]: () => ({ body: { product } }),
    'GET /api/brand/list/select': () => ({ body: { brands: [MERCHANT_BRAND] } }),
    [`PUT ${IMAGES_PATH}`]: reply,
  });
  const sent = captureForms();
  const view = renderDashboardPage(<ProductEditPage />, {
    user: merchant,
    path: PATH,
    at: `/dashboard/product/edit/${product._id}`,
    from: '/dashboard/product',
  });
  return { ...view, api, sent };
}

const puts = (api: { calls: Array<{ method: string; path: string }> }) =>
  api.calls.filter((call) => call.method === 'PUT');

async function pictures() {
  return screen.findByRole('region', { name: 'Pictures' });
}

describe('the Pictures section of the product edit screen', () => {
  it('shows the current pictures apart from the spec form, with Replace, Add and Remove', async () => {
    open(() => ({ body: {} }));
    const section = await pictures();
    expect(
      within(section).getByRole('img', { name: 'Current main picture' }).getAttribute('src'),
    ).toBe(MAIN);
    expect(
      within(section).getByRole('img', { name: 'Current 2nd picture' }).getAttribute('src'),
    ).toBe(SECOND);
    expect(within(section).getByText('No picture yet')).toBeTruthy();
    expect(within(section).getByLabelText('Replace main picture')).toBeTruthy();
    expect(within(section).getByLabelText('Replace 2nd picture')).toBeTruthy();
    expect(within(section).getByLabelText('Add 3rd picture')).toBeTruthy();
    expect(
      within(section).getByRole('button', { name: 'Remove the current 2nd picture' }),
    ).toBeTruthy();
    // The main picture is replaced, never removed; the spec form keeps its own Save.
    expect(within(section).queryByRole('button', { name: /Remove the current main/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).closest('section')).toBeNull();
  });

  it('uploads a new main picture, shows it and says so', async () => {
    const {
      user: u,
      api,
      sent,
    } = open(() => ({
      body: {
        success: true,
        message: M.imagesUpdated,
        product: { ...product, imageUrl: NEW_MAIN, img: NEW_MAIN },
      },
    }));
    const section = await pictures();
    const file = png();
    await u.upload(within(section).getByLabelText('Replace main picture'), file);
    await u.click(within(section).getByRole('button', { name: 'Save pictures' }));

    expect(await screen.findByText(M.imagesUpdated)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(section).getByRole('img', { name: 'Current main picture' }).getAttribute('src'),
      ).toBe(NEW_MAIN),
    );
    expect(puts(api).map((call) => call.path)).toEqual([IMAGES_PATH]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('image')).toBe(file);
    expect(sent[0]?.getAll('remove')).toEqual([]);
  });

  it('removes the 2nd picture at once', async () => {
    const { user: u, sent } = open(() => ({
      body: { success: true, message: M.imagesUpdated, product: { ...product, imgs: null } },
    }));
    const section = await pictures();
    await u.click(within(section).getByRole('button', { name: 'Remove the current 2nd picture' }));
    expect(await screen.findByText(M.imagesUpdated)).toBeTruthy();
    await waitFor(() => expect(within(section).getAllByText('No picture yet')).toHaveLength(2));
    expect(within(section).getByLabelText('Add 2nd picture')).toBeTruthy();
    expect(sent[0]?.getAll('remove')).toEqual(['image2']);
  });

  it("shows the server's refusal under the picture it is about, keeping the old one", async () => {
    const { user: u } = open(() => ({
      status: 400,
      body: {
        error: M.imageType,
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'image', message: M.imageType }],
      },
    }));
    const section = await pictures();
    const input = within(section).getByLabelText('Replace main picture');
    await u.upload(input, png('looks-like.png'));
    await u.click(within(section).getByRole('button', { name: 'Save pictures' }));

    expect(await within(section).findByRole('alert')).toHaveProperty('textContent', M.imageType);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(section).getByRole('img', { name: 'Current main picture' }).getAttribute('src'),
    ).toBe(MAIN);
  });

  it('refuses a file that is no jpg or png, or nothing picked, without sending', async () => {
    const { user: u, api } = open(() => ({ body: {} }));
    const section = await pictures();
    await u.click(within(section).getByRole('button', { name: 'Save pictures' }));
    expect(await within(section).findByText(M.imagesNothingToChange)).toBeTruthy();

    const gif = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
    // The input accepts only jpg and png; a dropped file can still be anything.
    fireEvent.change(within(section).getByLabelText('Add 3rd picture'), {
      target: { files: [gif] },
    });
    expect(await within(section).findByText(M.imageType)).toBeTruthy();
    await u.click(within(section).getByRole('button', { name: 'Save pictures' }));
    expect(within(section).getByText(M.imageType)).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });
});
