import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { CategoryAdminDto, CategoryDetailDto } from '#shared/category/category.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { CategoryAddPage } from './category-add-page';
import { CategoryEditPage } from './category-edit-page';
import { CategoryListPage } from './category-list-page';

const admin = makeUser({ role: 'ROLE ADMIN' });
const merchant = makeUser({
  role: 'ROLE MERCHANT',
  merchant: { _id: 'm1', name: 'M', isActive: true, status: 'Approved', brand: 'b1' },
});
const PRODUCTS = [
  { _id: 'p-agbada', name: 'Indigo Agbada' },
  { _id: 'p-kaftan', name: 'Ivory Kaftan' },
  { _id: 'p-senator', name: 'Navy Senator' },
];
const UPDATED = 'Category has been updated successfully!';

function makeCategory(overrides: Partial<CategoryAdminDto> = {}): CategoryAdminDto {
  return {
    _id: '0190a0c0-0000-7000-8000-0000000c0001',
    name: 'Wedding & Occasion',
    slug: 'wedding-occasion',
    description: 'Agbada and senator sets for the big day.',
    isActive: true,
    products: ['p-agbada'],
    created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function makeDetail(overrides: Partial<CategoryDetailDto> = {}): CategoryDetailDto {
  return {
    ...makeCategory(),
    products: [{ _id: 'p-agbada', name: 'Indigo Agbada' }],
    ...overrides,
  };
}

const picker = () => screen.getByRole('group', { name: 'Select Products' });

describe('CategoryListPage', () => {
  it('lists the categories with Add, each card opening its edit screen', async () => {
    const off = makeCategory({
      _id: 'c2',
      name: 'Archive',
      description: 'Old lines.',
      isActive: false,
      products: [],
    });
    mockApi({ 'GET /api/category': () => ({ body: { categories: [makeCategory(), off] } }) });
    renderDashboardPage(<CategoryListPage />, { user: admin, path: '/dashboard/category' });

    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/dashboard/category/add',
    );
    const card = (await screen.findByRole('heading', { name: 'Wedding & Occasion' })).closest('a')!;
    expect(card.getAttribute('href')).toBe(`/dashboard/category/edit/${makeCategory()._id}`);
    expect(within(card).getByText('Agbada and senator sets for the big day.')).toBeTruthy();
    expect(within(card).getByText('1 product')).toBeTruthy();
    const archived = screen.getByRole('heading', { name: 'Archive' }).closest('a')!;
    expect(within(archived).getByText('Inactive')).toBeTruthy();
  });

  it("says 'No categories found.' when there are none", async () => {
    mockApi({ 'GET /api/category': () => ({ body: { categories: [] } }) });
    renderDashboardPage(<CategoryListPage />, { user: admin, path: '/dashboard/category' });
    expect(await screen.findByText('No categories found.')).toBeTruthy();
  });

  it('is not there for a merchant', () => {
    const api = mockApi({});
    renderDashboardPage(<CategoryListPage />, { user: merchant, path: '/dashboard/category' });
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});

describe('CategoryAddPage', () => {
  function open() {
    return renderDashboardPage(<CategoryAddPage />, {
      user: admin,
      path: '/dashboard/category/add',
      from: '/dashboard/category',
    });
  }

  it('adds a category with the picked products and goes back', async () => {
    const api = mockApi({
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
      'POST /api/category/add': () => ({
        body: {
          success: true,
          message: 'Category has been added successfully!',
          category: makeCategory(),
        },
      }),
    });
    const { user: u, router } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Category' })).toBeTruthy();
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');

    await u.type(screen.getByLabelText('Name'), 'Owambe Ready');
    await u.type(screen.getByLabelText('Description'), 'Party best.');
    await u.click(await within(picker()).findByRole('checkbox', { name: 'Navy Senator' }));
    await u.type(within(picker()).getByRole('searchbox', { name: 'Filter products' }), 'ag');
    expect(within(picker()).queryByRole('checkbox', { name: 'Ivory Kaftan' })).toBeNull();
    await u.click(within(picker()).getByRole('checkbox', { name: 'Indigo Agbada' }));
    expect(within(picker()).getByText('2 selected')).toBeTruthy();
    await u.click(screen.getByRole('switch', { name: 'Active?' }));
    await u.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Category has been added successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/category'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Owambe Ready',
      description: 'Party best.',
      products: ['p-senator', 'p-agbada'],
      isActive: false,
    });
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
    });
    const { user: u } = open();
    await within(picker()).findByRole('checkbox', { name: 'Navy Senator' });
    await u.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(within(picker()).getByText('Products are required.')).toBeTruthy();
    expect(picker().getAttribute('aria-invalid')).toBe('true');

    await u.click(screen.getByLabelText('Description'));
    await u.paste('d'.repeat(201));
    await u.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(
      await screen.findByText('Description may not be greater than 200 characters.'),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('CategoryEditPage', () => {
  function open(id: string) {
    return renderDashboardPage(<CategoryEditPage />, {
      user: admin,
      path: '/dashboard/category/edit/:id',
      at: `/dashboard/category/edit/${id}`,
      from: '/dashboard/category',
    });
  }

  it('fills the form with the products picked, saves the new list and goes back', async () => {
    const category = makeDetail();
    const api = mockApi({
      [`GET /api/category/${category._id}`]: () => ({ body: { category } }),
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
      [`PUT /api/category/${category._id}`]: () => ({
        body: { success: true, message: UPDATED },
      }),
    });
    const { user: u, router } = open(category._id);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Wedding & Occasion'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Slug').value).toBe('wedding-occasion');
    expect(
      screen.getByRole('link', { name: '/shop/category/wedding-occasion' }).getAttribute('href'),
    ).toBe('/shop/category/wedding-occasion');
    const selected = within(picker()).getByRole('list', { name: 'Selected products' });
    expect(within(selected).getByText('Indigo Agbada')).toBeTruthy();
    const agbada = await within(picker()).findByRole<HTMLInputElement>('checkbox', {
      name: 'Indigo Agbada',
    });
    expect(agbada.checked).toBe(true);

    await u.click(within(picker()).getByRole('button', { name: 'Remove Indigo Agbada' }));
    await u.click(within(picker()).getByRole('checkbox', { name: 'Ivory Kaftan' }));
    await u.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UPDATED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/category'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      category: {
        name: 'Wedding & Occasion',
        slug: 'wedding-occasion',
        description: 'Agbada and senator sets for the big day.',
        products: ['p-kaftan'],
      },
    });
  });

  it('checks slug and products before sending', async () => {
    const category = makeDetail();
    const api = mockApi({
      [`GET /api/category/${category._id}`]: () => ({ body: { category } }),
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
    });
    const { user: u } = open(category._id);
    await u.click(await screen.findByRole('button', { name: 'Remove Indigo Agbada' }));
    await u.clear(screen.getByLabelText('Slug'));
    await u.type(screen.getByLabelText('Slug'), 'bad slug');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Products are required.')).toBeTruthy();
    await u.clear(screen.getByLabelText('Slug'));
    await u.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slug is required.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('switches the category at once and fetches it again', async () => {
    let category = makeDetail({ isActive: false });
    const api = mockApi({
      [`GET /api/category/${category._id}`]: () => ({ body: { category } }),
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
      [`PUT /api/category/${category._id}/active`]: (body) => {
        category = {
          ...category,
          isActive: (body as { category: { isActive: boolean } }).category.isActive,
        };
        return { body: { success: true, message: UPDATED } };
      },
    });
    const { user: u } = open(category._id);
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Active?' });
    expect(toggle.checked).toBe(false);
    await u.click(toggle);
    expect(await screen.findByText(UPDATED)).toBeTruthy();
    const detailCalls = () =>
      api.calls.filter((c) => c.path === `/api/category/${category._id}`).map((c) => c.method);
    await waitFor(() => expect(detailCalls()).toEqual(['GET', 'GET']));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      category: { isActive: true },
    });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Active?' }).checked).toBe(true),
    );
  });

  it('deletes the category and goes back', async () => {
    const category = makeDetail();
    mockApi({
      [`GET /api/category/${category._id}`]: () => ({ body: { category } }),
      'GET /api/product/list/select': () => ({ body: { products: PRODUCTS } }),
      [`DELETE /api/category/delete/${category._id}`]: () => ({
        body: { success: true, message: 'Category has been deleted successfully!' },
      }),
    });
    const { user: u, router } = open(category._id);
    await u.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category has been deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/category'));
  });

  it("says 'No category found.' for a category that is not there", async () => {
    const id = '0190a0c0-0000-7000-8000-00000000dead';
    mockApi({
      [`GET /api/category/${id}`]: () => ({
        status: 404,
        body: { error: 'No Category found.', code: 'NOT_FOUND' },
      }),
    });
    open(id);
    expect(await screen.findByText('No category found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
