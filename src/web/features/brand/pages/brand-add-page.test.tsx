import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeBrand, makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { BrandAddPage } from './brand-add-page';

const PATH = '/dashboard/brand/add';
const admin = makeUser({ role: 'ROLE ADMIN' });

function open(user = admin) {
  return renderDashboardPage(<BrandAddPage />, { user, path: PATH, from: '/dashboard/brand' });
}

describe('BrandAddPage', () => {
  it('adds a brand, shows the server message and goes back', async () => {
    const api = mockApi({
      'POST /api/brand/add': () => ({
        body: {
          success: true,
          message: 'Brand has been added successfully!',
          brand: makeBrand({ name: 'Kente Works', isActive: false }),
        },
      }),
    });
    const { user: u, router } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Brand' })).toBeTruthy();
    const active = screen.getByRole('switch', { name: 'Active?' });
    expect((active as HTMLInputElement).checked).toBe(true);

    await u.type(screen.getByLabelText('Name'), 'Kente Works');
    await u.type(screen.getByLabelText('Description'), 'Woven in Bonwire.');
    await u.click(active);
    await u.click(screen.getByRole('button', { name: 'Add Brand' }));

    expect(await screen.findByText('Brand has been added successfully!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/brand'));
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/brand/add',
        body: { name: 'Kente Works', description: 'Woven in Bonwire.', isActive: false },
      },
    ]);
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = open();
    await u.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Description is required.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');

    await u.type(screen.getByLabelText('Name'), 'Fine');
    await u.click(screen.getByLabelText('Description'));
    await u.paste('x'.repeat(201));
    await u.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(
      await screen.findByText('Description may not be greater than 200 characters.'),
    ).toBeTruthy();
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it("puts the server's field message under its field and stays", async () => {
    const message = 'Name may not be greater than 100 characters.';
    mockApi({
      'POST /api/brand/add': () => ({
        status: 400,
        body: { error: message, code: 'VALIDATION_FAILED', issues: [{ path: 'name', message }] },
      }),
    });
    const { user: u, router } = open();
    await u.type(screen.getByLabelText('Name'), 'Kente');
    await u.type(screen.getByLabelText('Description'), 'Fine.');
    await u.click(screen.getByRole('button', { name: 'Add Brand' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      message,
    );
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('is not there for a merchant', () => {
    const api = mockApi({});
    open(
      makeUser({
        role: 'ROLE MERCHANT',
        merchant: { _id: 'm1', name: 'M', isActive: true, status: 'Approved', brand: 'b1' },
      }),
    );
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Brand' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
