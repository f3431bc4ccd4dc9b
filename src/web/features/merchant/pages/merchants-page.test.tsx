import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { MerchantDto } from '#shared/merchant/merchant.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { makeMerchant } from '../test/merchant.fixtures';
import { MerchantsPage } from './merchants-page';

const PATH = '/dashboard/merchant';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada', lastName: 'Obi' });

function listReply(merchants: MerchantDto[], page = 1, totalPages = 3, count = 45) {
  return { body: { merchants, totalPages, currentPage: page, count } };
}

function cardOf(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

/** Lets the 1000 ms search debounce run out. */
async function passDebounce() {
  await act(() => vi.advanceTimersByTimeAsync(1100));
}

function open() {
  return renderDashboardPage(<MerchantsPage />, { user: admin, path: PATH });
}

describe('MerchantsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each merchant with its labelled values, the count, Add and the pages', async () => {
    const api = mockApi({
      'GET /api/merchant': () =>
        listReply([
          makeMerchant({ name: 'Tunde Bakare' }),
          makeMerchant({ name: 'Phone Only', email: null, phoneNumber: '(212) 555-0199' }),
        ]),
    });
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Merchants' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/dashboard/merchant/add',
    );
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    const card = within(cardOf('Tunde Bakare'));
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(value('Business')).toBe('Hand-made agbada, made to measure.');
    expect(value('Brand')).toBe('Bakare Tailors');
    expect(value('Email')).toBe('tunde@example.test');
    expect(value('Phone Number')).toBe('415-555-0100');
    // 23:30 UTC is still March 2 in UTC, whatever the machine's zone.
    expect(value('Request date')).toBe('March 2, 2026');
    expect(within(cardOf('Phone Only')).getByText('Email').nextElementSibling?.textContent).toBe(
      'N/A',
    );
    expect(screen.getByText('45 merchants')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Merchants pages' })).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/merchant?page=1&limit=20');
  });

  it('offers the actions of each status', async () => {
    mockApi({
      'GET /api/merchant': () =>
        listReply([
          makeMerchant({ name: 'Waiting Mail' }),
          makeMerchant({ name: 'Waiting Phone', email: null, phoneNumber: '(212) 555-0199' }),
          makeMerchant({
            name: 'Approved One',
            status: 'Approved',
            isActive: true,
            hasAccount: true,
            brand: { _id: 'b1', name: 'Bakare Tailors', slug: 'bakare-tailors', isActive: true },
          }),
          makeMerchant({ name: 'Rejected One', status: 'Rejected' }),
        ]),
    });
    open();
    await screen.findByRole('article', { name: 'Waiting Mail' });
    const buttonsOf = (name: string) =>
      within(cardOf(name))
        .getAllByRole('button')
        .map((button) => button.textContent);

    expect(buttonsOf('Waiting Mail')).toEqual(['Approve', 'Reject']);

    expect(buttonsOf('Waiting Phone')).toEqual(['Delete']);
    expect(
      within(cardOf('Waiting Phone')).getByText(
        "Merchant doesn't have email. Call at (212) 555-0199",
      ),
    ).toBeTruthy();

    const approved = within(cardOf('Approved One'));
    expect(buttonsOf('Approved One')).toEqual(['Delete']);
    expect(approved.getByText('Approved')).toBeTruthy();
    expect(approved.getByRole<HTMLInputElement>('switch', { name: 'Enabled' }).checked).toBe(true);
    expect(approved.getByRole('link', { name: 'Bakare Tailors' }).getAttribute('href')).toBe(
      '/shop/brand/bakare-tailors',
    );

    expect(buttonsOf('Rejected One')).toEqual(['Re-Approve', 'Delete']);
    expect(within(cardOf('Rejected One')).queryByRole('switch')).toBeNull();
  });

  it('shows the history under a disclosure', async () => {
    mockApi({
      'GET /api/merchant': () =>
        listReply([
          makeMerchant({
            status: 'Approved',
            isActive: false,
            history: [
              { action: 'applied', by: null, created: '2026-03-02T10:00:00.000Z', note: '' },
              {
                action: 'disabled',
                by: 'Ada Obi',
                created: '2026-03-04T15:05:00.000Z',
                note: 'brand Bakare Tailors switched off',
              },
            ],
          }),
        ]),
    });
    const { user: u } = open();
    const card = within(await screen.findByRole('article', { name: 'Tunde Bakare' }));
    const summary = card.getByText('History (2)');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await u.click(summary);
    expect(details.open).toBe(true);
    const items = within(details).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Applied');
    expect(items[1]?.textContent).toContain('Disabled by Ada Obi');
    expect(items[1]?.textContent).toContain('Mar 4, 2026');
    expect(items[1]?.textContent).toContain('brand Bakare Tailors switched off');
    // Besides the history, the card says the approved merchant is disabled now.
    expect(card.getAllByText('Disabled').some((element) => !details.contains(element))).toBe(true);
  });

  it('approves, shows the server message and loads the list again', async () => {
    const merchant = makeMerchant();
    let approved = false;
    const message =
      'Merchant has been approved! An invitation to complete sign up was sent to tunde@example.test.';
    const api = mockApi({
      'GET /api/merchant': () =>
        listReply([approved ? { ...merchant, status: 'Approved', isActive: true } : merchant]),
      [`PUT /api/merchant/approve/${merchant._id}`]: () => {
        approved = true;
        return {
          body: { success: true, message, merchant: { ...merchant, status: 'Approved' } },
        };
      },
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    await u.click(within(cardOf('Tunde Bakare')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(await within(cardOf('Tunde Bakare')).findByRole('switch')).toBeTruthy();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/merchant?page=1&limit=20',
      `PUT /api/merchant/approve/${merchant._id}`,
      'GET /api/merchant?page=1&limit=20',
    ]);
  });

  it('rejects, and re-approves a rejected merchant through approve', async () => {
    const waiting = makeMerchant({ name: 'Waiting Mail' });
    const rejected = makeMerchant({ name: 'Rejected One', status: 'Rejected' });
    const api = mockApi({
      'GET /api/merchant': () => listReply([waiting, rejected]),
      [`PUT /api/merchant/reject/${waiting._id}`]: () => ({
        body: { success: true, message: 'Merchant has been rejected.', merchant: waiting },
      }),
      [`PUT /api/merchant/approve/${rejected._id}`]: () => ({
        body: { success: true, message: 'Approved again.', merchant: rejected },
      }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Waiting Mail' });
    await u.click(within(cardOf('Waiting Mail')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Merchant has been rejected.')).toBeTruthy();
    await u.click(within(cardOf('Rejected One')).getByRole('button', { name: 'Re-Approve' }));
    expect(await screen.findByText('Approved again.')).toBeTruthy();
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => call.path)).toEqual([
      `/api/merchant/reject/${waiting._id}`,
      `/api/merchant/approve/${rejected._id}`,
    ]);
  });

  it('asks before disabling, and sends nothing when the admin cancels', async () => {
    const merchant = makeMerchant({ status: 'Approved', isActive: true, hasAccount: true });
    const api = mockApi({
      'GET /api/merchant': () => listReply([merchant]),
      [`PUT /api/merchant/${merchant._id}/active`]: () => ({
        body: {
          success: true,
          message: 'Merchant has been disabled.',
          merchant: { ...merchant, isActive: false },
        },
      }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    const toggle = within(cardOf('Tunde Bakare')).getByRole<HTMLInputElement>('switch', {
      name: 'Enabled',
    });

    await u.click(toggle);
    let dialog = screen.getByRole('dialog', { name: 'Disable merchant?' });
    expect(
      within(dialog).getByText("Are you sure you want to disable Tunde Bakare's merchant account?"),
    ).toBeTruthy();
    expect(toggle.checked).toBe(true);
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await u.click(toggle);
    dialog = screen.getByRole('dialog', { name: 'Disable merchant?' });
    await u.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Merchant has been disabled.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: `/api/merchant/${merchant._id}/active`,
      body: { merchant: { isActive: false } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks to enable a disabled merchant', async () => {
    const merchant = makeMerchant({ name: 'Ngozi Eze', status: 'Approved', isActive: false });
    const api = mockApi({
      'GET /api/merchant': () => listReply([merchant]),
      [`PUT /api/merchant/${merchant._id}/active`]: () => ({
        body: { success: true, message: 'Merchant has been enabled.', merchant },
      }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Ngozi Eze' });
    await u.click(within(cardOf('Ngozi Eze')).getByRole('switch', { name: 'Enabled' }));
    const dialog = screen.getByRole('dialog', { name: 'Enable merchant?' });
    expect(
      within(dialog).getByText("Are you sure you want to enable Ngozi Eze's merchant account?"),
    ).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Merchant has been enabled.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      merchant: { isActive: true },
    });
  });

  it('deletes after confirming', async () => {
    const merchant = makeMerchant({ status: 'Rejected' });
    let deleted = false;
    const api = mockApi({
      'GET /api/merchant': () => listReply(deleted ? [] : [merchant], 1, 1, deleted ? 0 : 1),
      [`DELETE /api/merchant/delete/${merchant._id}`]: () => {
        deleted = true;
        return { body: { success: true, message: 'Merchant has been deleted successfully!' } };
      },
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    await u.click(within(cardOf('Tunde Bakare')).getByRole('button', { name: 'Delete' }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Delete merchant?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Merchant has been deleted successfully!')).toBeTruthy();
    expect(await screen.findByText('No merchants found.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/merchant/delete/${merchant._id}`,
    ]);
  });

  it("shows the server's refusal and keeps the card as it was", async () => {
    const merchant = makeMerchant();
    mockApi({
      'GET /api/merchant': () => listReply([merchant]),
      [`PUT /api/merchant/approve/${merchant._id}`]: () => ({
        status: 400,
        body: {
          error: 'This email already belongs to another merchant.',
          code: 'BUSINESS_RULE',
        },
      }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    await u.click(within(cardOf('Tunde Bakare')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This email already belongs to another merchant.')).toBeTruthy();
    expect(
      within(cardOf('Tunde Bakare')).getByRole<HTMLButtonElement>('button', { name: 'Approve' })
        .disabled,
    ).toBe(false);
  });

  it('searches from 2 characters after the pause and hides the pages meanwhile', async () => {
    const found = makeMerchant({ name: 'Found Merchant', brandName: 'Kente House' });
    const api = mockApi({
      'GET /api/merchant': () => listReply([makeMerchant({ name: 'Listed Merchant' })]),
      'GET /api/merchant/search': () => ({ body: { merchants: [found] } }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Listed Merchant' });
    const box = screen.getByPlaceholderText('Type email, phone number, brand or status');
    const searches = () => api.calls.filter((call) => call.path.startsWith('/api/merchant/search'));

    await u.type(box, 'k');
    await passDebounce();
    expect(searches()).toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Merchants pages' })).toBeTruthy();

    await u.type(box, 'e');
    expect(searches()).toHaveLength(0);
    await passDebounce();
    expect(await screen.findByRole('article', { name: 'Found Merchant' })).toBeTruthy();
    expect(searches().map((call) => call.path)).toEqual(['/api/merchant/search?search=ke']);
    expect(screen.queryByRole('article', { name: 'Listed Merchant' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Merchants pages' })).toBeNull();
    expect(screen.getByText('1 merchant matching “ke”')).toBeTruthy();

    await u.type(box, '{Backspace}');
    expect(await screen.findByRole('article', { name: 'Listed Merchant' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Merchants pages' })).toBeTruthy();
  });

  it('says so when no merchant matches, without the pages', async () => {
    mockApi({
      'GET /api/merchant': () => listReply([makeMerchant()]),
      'GET /api/merchant/search': () => ({ body: { merchants: [] } }),
    });
    const { user: u } = open();
    await screen.findByRole('article', { name: 'Tunde Bakare' });
    await u.type(screen.getByPlaceholderText('Type email, phone number, brand or status'), 'zz');
    await passDebounce();
    expect(await screen.findByText('No merchants found.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Merchants pages' })).toBeNull();
  });

  it('is not there for members and merchants, and asks for nothing', () => {
    const api = mockApi({});
    for (const role of ['ROLE MEMBER', 'ROLE MERCHANT'] as const) {
      const { unmount } = renderDashboardPage(<MerchantsPage />, {
        user: makeUser({ role }),
        path: PATH,
      });
      expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
      unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});
