import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { BrandDto } from '#shared/brand/brand.schemas';
import type { UserDto } from '#shared/user/user.schemas';

import { makeBrand, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { BRAND_ACTIVE_TOOLTIP, BrandEditPage } from './brand-edit-page';

const PATH = '/dashboard/brand/edit/:id';
const admin = makeUser({ role: 'ROLE ADMIN' });
const merchant = makeUser({
  role: 'ROLE MERCHANT',
  merchant: {
    _id: 'merchant-bakare',
    name: 'Bakare Tailoring Ltd',
    isActive: true,
    status: 'Approved',
    brand: 'brand-bakare',
  },
});
const UPDATED = 'Brand has been updated successfully!';

function open(brand: BrandDto, user: UserDto = admin) {
  return renderDashboardPage(<BrandEditPage />, {
    user,
    path: PATH,
    at: `/dashboard/brand/edit/${brand._id}`,
    from: '/dashboard/brand',
  });
}

function value(label: string): string {
  return screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label).value;
}

describe('BrandEditPage', () => {
  it('fills the form, links to the shop, saves and goes back', async () => {
    const brand = makeBrand({ name: 'Bakare Tailoring', slug: 'bakare-tailoring' });
    const api = mockApi({
      [`GET /api/brand/${brand._id}`]: () => ({ body: { brand } }),
      [`PUT /api/brand/${brand._id}`]: () => ({ body: { success: true, message: UPDATED } }),
    });
    const { user: u, router } = open(brand);
    await waitFor(() => expect(value('Name')).toBe('Bakare Tailoring'));
    expect(value('Slug')).toBe('bakare-tailoring');
    expect(value('Description')).toBe(brand.description);
    const link = screen.getByRole('link', { name: '/shop/brand/bakare-tailoring' });
    expect(link.getAttribute('href')).toBe('/shop/brand/bakare-tailoring');

    await u.clear(screen.getByLabelText('Slug'));
    await u.type(screen.getByLabelText('Slug'), 'Bakare_Bespoke');
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UPDATED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/brand'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      brand: {
        name: 'Bakare Tailoring',
        slug: 'bakare_bespoke',
        description: brand.description,
      },
    });
  });

  it('shows the first message under each field and sends nothing', async () => {
    const brand = makeBrand();
    const api = mockApi({ [`GET /api/brand/${brand._id}`]: () => ({ body: { brand } }) });
    const { user: u } = open(brand);
    await waitFor(() => expect(value('Name')).toBe(brand.name));
    await u.clear(screen.getByLabelText('Name'));
    await u.clear(screen.getByLabelText('Slug'));
    await u.clear(screen.getByLabelText('Description'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Slug is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();

    await u.type(screen.getByLabelText('Slug'), 'no spaces please');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
      ),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("puts the server's slug message under Slug", async () => {
    const brand = makeBrand();
    mockApi({
      [`GET /api/brand/${brand._id}`]: () => ({ body: { brand } }),
      [`PUT /api/brand/${brand._id}`]: () => ({
        status: 400,
        body: {
          error: 'Slug is already in use.',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'brand.slug', message: 'Slug is already in use.' }],
        },
      }),
    });
    const { user: u } = open(brand);
    await waitFor(() => expect(value('Name')).toBe(brand.name));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true'),
    );
    const slugError = document.getElementById(
      screen.getByLabelText('Slug').getAttribute('aria-describedby')!,
    );
    expect(slugError?.textContent).toBe('Slug is already in use.');
  });

  it('switches the brand off at once, with the tooltip, and fetches it again', async () => {
    let current = makeBrand({ isActive: true });
    const api = mockApi({
      [`GET /api/brand/${current._id}`]: () => ({ body: { brand: current } }),
      [`PUT /api/brand/${current._id}/active`]: (body) => {
        const { brand } = body as { brand: { isActive: boolean } };
        current = { ...current, isActive: brand.isActive };
        return { body: { success: true, message: UPDATED } };
      },
    });
    const { user: u, router } = open(current);
    const toggle = await screen.findByRole('switch', { name: 'Active?' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe(BRAND_ACTIVE_TOOLTIP);
    expect(toggle.getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip', { hidden: true }).id,
    );

    await u.click(toggle);
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        `GET /api/brand/${current._id}`,
        `PUT /api/brand/${current._id}/active`,
        `GET /api/brand/${current._id}`,
      ]),
    );
    expect(api.calls[1]?.body).toEqual({ brand: { isActive: false } });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active?' }).checked).toBe(false),
    );
    // The switch saves on its own: the screen stays.
    expect(router.state.location.pathname).toBe(`/dashboard/brand/edit/${current._id}`);
  });

  it('lets an admin delete the brand and go back', async () => {
    const brand = makeBrand();
    const api = mockApi({
      [`GET /api/brand/${brand._id}`]: () => ({ body: { brand } }),
      [`DELETE /api/brand/delete/${brand._id}`]: () => ({
        body: { success: true, message: 'Brand has been deleted successfully!' },
      }),
    });
    const { user: u, router } = open(brand);
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Brand has been deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/brand'));
    expect(api.calls.map((c) => c.method)).toEqual(['GET', 'DELETE']);
  });

  it('gives a merchant a disabled Delete', async () => {
    const brand = makeBrand({ merchant: { _id: 'merchant-bakare', name: 'Bakare Tailoring Ltd' } });
    mockApi({ [`GET /api/brand/${brand._id}`]: () => ({ body: { brand } }) });
    open(brand, merchant);
    const remove = await screen.findByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(remove.disabled).toBe(true);
    expect(screen.getByText('Only an admin can delete a brand.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it("says 'No brand found.' for a brand that is not there, without a notice", async () => {
    const id = '0190a0c0-0000-7000-8000-00000000dead';
    mockApi({
      [`GET /api/brand/${id}`]: () => ({
        status: 404,
        body: { error: `Cannot find brand with the id: ${id}.`, code: 'NOT_FOUND' },
      }),
    });
    open(makeBrand({ _id: id }));
    expect(await screen.findByText('No brand found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
