import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderPage } from '../../../test/render';
import { SellPage } from './sell-page';
import { makeMerchant } from '../test/merchant.fixtures';

const RECEIVED = 'We received your request! we will reach you on your phone number 415-555-0100!';

async function fill(u: ReturnType<typeof renderPage>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await u.type(screen.getByLabelText(label), value);
  }
}

describe('SellPage', () => {
  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderPage(<SellPage />, { path: '/sell' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sell With Us' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Phone number format is invalid.')).toBeTruthy();
    expect(screen.getByText('Brand is required.')).toBeTruthy();
    expect(screen.getByText('Business must be at least 10 characters.')).toBeTruthy();
    await fill(u, {
      Name: 'Tunde Bakare',
      'Email Address': 'tunde-at-example',
      'Phone Number': '555-0100',
      Brand: 'Bakare',
      Business: 'Tailor',
    });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    expect(screen.getByText('Phone number format is invalid.')).toBeTruthy();
    expect(screen.getByText('Business must be at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(screen.queryByText('Brand is required.')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('says what a seller gets', () => {
    mockApi({});
    renderPage(<SellPage />, { path: '/sell' });
    for (const name of [
      'Your own brand page',
      'Your own products and sales',
      'You ship your own items',
      'Payments and payouts',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
    }
  });

  it('sends the application, then keeps a confirmation in place of the form', async () => {
    const api = mockApi({
      'POST /api/merchant/add': () => ({
        body: {
          success: true,
          message: RECEIVED,
          merchant: makeMerchant(),
        },
      }),
    });
    const { user: u, router } = renderPage(<SellPage />, { path: '/sell' });
    await fill(u, {
      Name: 'Tunde Bakare',
      'Email Address': 'Tunde@Example.test',
      'Phone Number': '415-555-0100',
      Brand: 'Bakare Tailors',
      Business: 'Hand-made agbada, made to measure.',
    });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(RECEIVED)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      name: 'Tunde Bakare',
      email: 'tunde@example.test',
      phoneNumber: '415-555-0100',
      brandName: 'Bakare Tailors',
      business: 'Hand-made agbada, made to measure.',
    });
    const heading = screen.getByRole('heading', { level: 2, name: 'Application received' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // The confirmation is kept with the history entry (a reload keeps it), not a passing toast.
    expect(router.state.location.state).toEqual({ applied: RECEIVED });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Send another application' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Business').value).toBe('');
    expect(screen.queryByText(RECEIVED)).toBeNull();
  });

  it('takes an international number, sent as E.164', async () => {
    const received =
      'We received your request! we will reach you on your phone number +2348035550142!';
    const api = mockApi({
      'POST /api/merchant/add': () => ({
        body: { success: true, message: received, merchant: makeMerchant() },
      }),
    });
    const { user: u } = renderPage(<SellPage />, { path: '/sell' });
    await fill(u, {
      Name: 'Tunde Bakare',
      'Email Address': 'tunde@example.test',
      'Phone Number': '+234 803 555 0142',
      Brand: 'Bakare Tailors',
      Business: 'Hand-made agbada, made to measure.',
    });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(received)).toBeTruthy();
    expect(api.calls[0]?.body).toMatchObject({ phoneNumber: '+2348035550142' });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    mockApi({
      'POST /api/merchant/add': () => ({
        status: 400,
        body: {
          error: 'That brand name is already taken. Please choose another one.',
          code: 'BUSINESS_RULE',
        },
      }),
    });
    const { user: u } = renderPage(<SellPage />, { path: '/sell' });
    await fill(u, {
      Name: 'Tunde Bakare',
      'Email Address': 'tunde@example.test',
      'Phone Number': '(415) 555-0100',
      Brand: 'Bakare Tailors',
      Business: 'Hand-made agbada, made to measure.',
    });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('That brand name is already taken. Please choose another one.'),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Brand').value).toBe('Bakare Tailors');
  });
});
