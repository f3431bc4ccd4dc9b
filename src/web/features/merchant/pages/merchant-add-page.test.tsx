import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MSG } from '#shared/common/messages';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { MerchantAddPage } from './merchant-add-page';
import { makeMerchant } from '../test/merchant.fixtures';

const PATH = '/dashboard/merchant/add';
const admin = makeUser({ role: 'ROLE ADMIN' });
const RECEIVED = 'We received your request! we will reach you on your phone number 415-555-0100!';

const VALUES = {
  Name: 'Tunde Bakare',
  'Email Address': 'tunde@example.test',
  'Phone Number': '415-555-0100',
  Brand: 'Bakare Tailors',
  Business: 'Hand-made agbada, made to measure.',
};

function open() {
  return renderDashboardPage(<MerchantAddPage />, { user: admin, path: PATH });
}

async function fill(u: ReturnType<typeof open>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await u.type(screen.getByLabelText(label), value);
  }
}

function addedReply() {
  return {
    success: true,
    message: RECEIVED,
    merchant: makeMerchant(),
  };
}

describe('MerchantAddPage', () => {
  it('shows the errors of every field but the phone number, and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Merchant' })).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('placeholder')).toBe('Your Full Name');
    await u.click(screen.getByRole('button', { name: 'Add Merchant' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Brand is required.')).toBeTruthy();
    expect(screen.getByText('Business must be at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText(MSG.phoneInvalid)).toBeNull();
    // No text, but the phone field is still marked invalid for assistive technology.
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);
  });

  it('adds the merchant, disabled while sending, then shows the message and the list', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: unknown[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ path: String(input), method: init?.method, body: init?.body });
      await held;
      return new Response(JSON.stringify(addedReply()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const { user: u, router } = open();
    await fill(u, VALUES);
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Add Merchant' });
    await u.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(calls).toHaveLength(1);
    release();
    expect(await screen.findByText(RECEIVED)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/merchant'));
    expect(calls[0]).toEqual({
      path: '/api/merchant/add',
      method: 'POST',
      body: JSON.stringify({
        name: 'Tunde Bakare',
        email: 'tunde@example.test',
        phoneNumber: '415-555-0100',
        brandName: 'Bakare Tailors',
        business: 'Hand-made agbada, made to measure.',
      }),
    });
  });

  it("shows the server's refusal and stays", async () => {
    mockApi({
      'POST /api/merchant/add': () => ({
        status: 400,
        body: {
          error: 'That brand name is already taken. Please choose another one.',
          code: 'BUSINESS_RULE',
        },
      }),
    });
    const { user: u, router } = open();
    await fill(u, VALUES);
    await u.click(screen.getByRole('button', { name: 'Add Merchant' }));
    expect(
      await screen.findByText('That brand name is already taken. Please choose another one.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByLabelText<HTMLInputElement>('Brand').value).toBe('Bakare Tailors');
  });

  it('is not there for members and merchants', () => {
    const api = mockApi({});
    for (const role of ['ROLE MEMBER', 'ROLE MERCHANT'] as const) {
      const { unmount } = renderDashboardPage(<MerchantAddPage />, {
        user: makeUser({ role }),
        path: PATH,
      });
      expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
      unmount();
    }
    expect(api.calls).toHaveLength(0);
  });
});
