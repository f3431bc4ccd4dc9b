import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { GUEST_CHECKOUT_META } from '#shared/checkout/checkout.constants';
import { MSG } from '#shared/common/messages';

import { cart } from '../../../features/cart/api/cart-store';
import { browser } from '../../../features/checkout/lib/redirect';
import { mockApi, renderPage } from '../../../test/render';
import { GuestCheckoutPage } from './guest-checkout-page';

const PAGE_URL = '/api/payment/test/test_cs_guest';
const STANDARD = {
  _id: 'option-standard',
  name: 'Standard',
  estimate: '5-10 working days',
  minDays: 5,
  maxDays: 10,
  price: 10,
};

function setGuestCheckout(on: boolean) {
  document.head.querySelectorAll(`meta[name="${GUEST_CHECKOUT_META}"]`).forEach((m) => m.remove());
  if (!on) return;
  const meta = document.createElement('meta');
  meta.name = GUEST_CHECKOUT_META;
  meta.content = 'on';
  document.head.append(meta);
}

describe('GuestCheckoutPage (/checkout/guest, decision 0056)', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  beforeEach(() => {
    cart.add({
      _id: 'product-1',
      name: 'Kente Agbada',
      slug: 'kente-agbada',
      img: null,
      price: 25,
      quantity: 2,
      size: 'L',
      taxable: false,
      inventory: 10,
    });
    assign = vi.fn<(url: string) => void>();
    vi.spyOn(browser, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    setGuestCheckout(false);
    vi.restoreAllMocks();
  });

  it('asks to sign in when the store did not turn guest checkout on', () => {
    renderPage(<GuestCheckoutPage />, { path: '/checkout/guest' });
    expect(screen.getByText(MSG.loginToCheckout)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Checkout as guest' })).toBeNull();
  });

  it('checks the fields, then sends the email, address and option and opens the payment page', async () => {
    setGuestCheckout(true);
    const api = mockApi({
      'GET /api/shipping/options': () => ({ body: { options: [STANDARD] } }),
      'POST /api/checkout/guest': () => ({
        body: {
          url: PAGE_URL,
          provider: 'test',
          cartId: 'guest-cart',
          subtotal: 50,
          shippingFee: 10,
          total: 60,
          expiresAt: '2026-03-02T12:30:00.000Z',
        },
      }),
    });
    const { user } = renderPage(<GuestCheckoutPage />, { path: '/checkout/guest' });
    expect(screen.getByRole('heading', { level: 1, name: /Checkout as guest/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.addressRequired)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Email'), 'ngozi@example.test');
    await user.type(screen.getByLabelText('Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Address'), '4 Oxford Street');
    await user.type(screen.getByLabelText('City'), 'Accra');
    await user.type(screen.getByLabelText('State'), 'Greater Accra');
    await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
    await user.type(screen.getByLabelText('Zipcode'), '00233');
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
    const started = api.calls.find((call) => call.path === '/api/checkout/guest');
    expect(started?.body).toMatchObject({
      email: 'ngozi@example.test',
      name: 'Ngozi Eze',
      address: { city: 'Accra', country: 'Ghana', zipCode: '00233' },
      shippingOptionId: STANDARD._id,
      cartItems: [expect.objectContaining({ _id: 'product-1', quantity: 2, size: 'L' })],
    });
  });

  it('puts the server’s field errors under their fields', async () => {
    setGuestCheckout(true);
    mockApi({
      'GET /api/shipping/options': () => ({ body: { options: [STANDARD] } }),
      'POST /api/checkout/guest': () => ({
        status: 400,
        body: {
          error: MSG.emailInvalid,
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'email', message: MSG.emailInvalid }],
        },
      }),
    });
    const { user } = renderPage(<GuestCheckoutPage />, { path: '/checkout/guest' });
    await user.type(screen.getByLabelText('Email'), 'ngozi@');
    await user.type(screen.getByLabelText('Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Address'), '4 Oxford Street');
    await user.type(screen.getByLabelText('City'), 'Accra');
    await user.type(screen.getByLabelText('State'), 'Greater Accra');
    await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
    await user.type(screen.getByLabelText('Zipcode'), '00233');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('pays in the browser with Paystack, then verifies the reference and goes to the thanks page', async () => {
    setGuestCheckout(true);
    const setup = {
      publicKey: 'pk_test_abc',
      reference: '1767225600000abcdef',
      email: 'ngozi@example.test',
      amount: 6_900_000,
      currency: 'NGN',
      metadata: { name: 'Ngozi Eze', phone: '' },
    };
    window.PaystackPop = {
      setup: (options) => ({
        openIframe: () => options.callback({ reference: setup.reference }),
      }),
    };
    const api = mockApi({
      'GET /api/shipping/options': () => ({ body: { options: [STANDARD] } }),
      'POST /api/checkout/guest': () => ({
        body: {
          url: null,
          provider: 'paystack',
          cartId: 'guest-cart',
          subtotal: 50,
          shippingFee: 10,
          total: 60,
          expiresAt: '2026-03-02T12:30:00.000Z',
          paystack: setup,
        },
      }),
      'POST /api/paystack/verify/guest': () => ({
        body: {
          success: true,
          message: 'placed',
          order: { number: 'EKO-10050', email: 'ngozi@example.test' },
        },
      }),
    });
    const { user, router } = renderPage(<GuestCheckoutPage />, {
      path: '/checkout/guest',
      routes: [{ path: '/checkout/guest/success' }],
    });
    await user.type(screen.getByLabelText('Email'), 'ngozi@example.test');
    await user.type(screen.getByLabelText('Name'), 'Ngozi Eze');
    await user.type(screen.getByLabelText('Address'), '4 Oxford Street');
    await user.type(screen.getByLabelText('City'), 'Accra');
    await user.type(screen.getByLabelText('State'), 'Greater Accra');
    await user.selectOptions(screen.getByLabelText('Country'), 'Ghana');
    await user.type(screen.getByLabelText('Zipcode'), '00233');
    await screen.findByRole('radio', { name: /Standard/ });
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/guest/success'));
    expect(router.state.location.search).toBe(`?session_id=${setup.reference}`);
    expect(api.calls.find((call) => call.path === '/api/paystack/verify/guest')?.body).toEqual({
      reference: setup.reference,
      cartId: 'guest-cart',
    });
    delete window.PaystackPop;
  });
});
