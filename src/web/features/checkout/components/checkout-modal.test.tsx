import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MSG } from '#shared/common/messages';

import { makeAddress, makeUser } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { session } from '../../../lib/session';
import { cart, cartStore } from '../../cart/api/cart-store';
import { checkoutModal, checkoutModalStore } from '../checkout-store';
import { browser } from '../lib/redirect';
import { paymentClosed, paymentClosedStore } from '../payment-closed';
import { CheckoutModal } from './checkout-modal';

const member = makeUser({
  firstName: 'Kwame',
  lastName: 'Mensah',
  email: 'kwame@example.test',
  phoneNumber: '(415) 555-0134',
});

const PAGE_URL = 'http://127.0.0.1:3100/api/payment/test/test_cs_abc';

function fillBag() {
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
}

function sessionReply(cartId: string) {
  return {
    body: {
      url: PAGE_URL,
      provider: 'test',
      cartId,
      subtotal: 50,
      shippingFee: 10,
      total: 60,
      expiresAt: '2026-03-02T12:30:00.000Z',
    },
  };
}

const ACCRA = makeAddress({
  address: '4 Oxford Street',
  city: 'Accra',
  state: 'Greater Accra',
  country: 'Ghana',
  zipCode: '00233',
});
const LAGOS = makeAddress({ isDefault: true });
const STANDARD = {
  _id: 'option-standard',
  name: 'Standard',
  estimate: '5-10 working days',
  minDays: 5,
  maxDays: 10,
  price: 10,
};
const EXPRESS = {
  _id: 'option-express',
  name: 'Express',
  estimate: '1-2 working days',
  minDays: 1,
  maxDays: 2,
  price: 25,
};

/** The member, its saved addresses (the second is the default) and the shipping options. */
function memberApi(addresses = [ACCRA, LAGOS]) {
  return {
    'GET /api/user/me': () => ({ body: { user: member } }),
    'GET /api/address': () => ({ body: { addresses } }),
    'GET /api/shipping/options': () => ({ body: { options: [STANDARD, EXPRESS] } }),
  };
}

function renderModal() {
  checkoutModal.open();
  return renderPage(<CheckoutModal />);
}

describe('CheckoutModal', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

  beforeEach(() => {
    session.signIn('Bearer member');
    fillBag();
    assign = vi.fn<(url: string) => void>();
    vi.spyOn(browser, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    checkoutModal.close();
  });

  it('asks for name, email and phone, prefilled from the profile, with the totals', async () => {
    mockApi({ 'GET /api/user/me': () => ({ body: { user: member } }) });
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(await within(dialog).findByLabelText('Name')).toHaveProperty('value', 'Kwame Mensah');
    expect(within(dialog).getByLabelText('Email')).toHaveProperty('value', 'kwame@example.test');
    expect(within(dialog).getByLabelText('Phone')).toHaveProperty('value', '(415) 555-0134');
    expect(within(dialog).getByText('2 items')).toBeTruthy();
    expect(within(dialog).getByText('$60.00')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('without a stored cart id: creates the server cart, then the session, then goes to its page', async () => {
    const api = mockApi({
      ...memberApi(),
      'POST /api/cart/add': () => ({ body: { success: true, cartId: 'cart-new' } }),
      'POST /api/stripe/create-checkout-session': () => sessionReply('cart-new'),
    });
    const { user } = renderModal();
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '0803 555 0199');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/cart/add',
      '/api/stripe/create-checkout-session',
    ]);
    expect(posts[0]?.body).toEqual({
      products: [{ product: 'product-1', quantity: 2, size: 'L', price: 25, taxable: false }],
    });
    expect(posts[1]?.body).toMatchObject({
      cartId: 'cart-new',
      cartItems: [{ _id: 'product-1', quantity: 2, size: 'L' }],
      total: 60,
      productNames: ['Kente Agbada'],
      user: { name: 'Kwame Mensah', email: 'kwame@example.test', phone: '0803 555 0199' },
    });
    expect(window.localStorage.getItem('cart_id')).toBe('cart-new');
    // The bag stays until the payment is confirmed.
    expect(window.localStorage.getItem('cart_items')).toContain('product-1');
  });

  it('with a stored cart id: no new cart, the session carries the current bag', async () => {
    window.localStorage.setItem('cart_id', 'cart-stored');
    const api = mockApi({
      ...memberApi(),
      'POST /api/stripe/create-checkout-session': () => sessionReply('cart-stored'),
    });
    const { user } = renderModal();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
    expect(api.calls.some((call) => call.path === '/api/cart/add')).toBe(false);
    expect(api.calls.at(-1)?.body).toMatchObject({ cartId: 'cart-stored' });
    expect(await screen.findByRole('button', { name: 'Opening the payment page…' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('a stored cart id the server does not know is replaced once by a new cart', async () => {
    window.localStorage.setItem('cart_id', 'cart-of-someone-else');
    const api = mockApi({
      ...memberApi(),
      'POST /api/cart/add': () => ({ body: { success: true, cartId: 'cart-fresh' } }),
      'POST /api/stripe/create-checkout-session': (body) =>
        (body as { cartId: string }).cartId === 'cart-fresh'
          ? sessionReply('cart-fresh')
          : {
              status: 404,
              body: {
                error: 'Cannot find cart with the id: cart-of-someone-else.',
                code: 'NOT_FOUND',
              },
            },
    });
    const { user } = renderModal();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/stripe/create-checkout-session',
      '/api/cart/add',
      '/api/stripe/create-checkout-session',
    ]);
    expect(window.localStorage.getItem('cart_id')).toBe('cart-fresh');
  });

  it("the server's refusal goes through the shared handler and under the field; nobody leaves", async () => {
    window.localStorage.setItem('cart_id', 'cart-stored');
    mockApi({
      ...memberApi(),
      'GET /api/user/me': () => ({ body: { user: makeUser({ phoneNumber: '' }) } }),
      'POST /api/stripe/create-checkout-session': () => ({
        status: 400,
        body: {
          error: 'Phone number format is invalid.',
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'user.phone', message: 'Phone number format is invalid.' }],
        },
      }),
    });
    const { user } = renderModal();
    await screen.findByLabelText('Phone');
    // No checks in the browser: the empty phone is sent as it is.
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const alerts = await screen.findAllByText('Phone number format is invalid.');
    expect(alerts.length).toBe(2);
    expect(screen.getByText('Please Try Again!')).toBeTruthy();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
    expect(checkoutModalStore.get()).toBe(true);
  });

  it('an incomplete measurements answer links to the Measurements screen', async () => {
    window.localStorage.setItem('cart_id', 'cart-stored');
    const incomplete = 'Please complete your measurements before ordering made to measure.';
    mockApi({
      ...memberApi(),
      'POST /api/stripe/create-checkout-session': () => ({
        status: 400,
        body: { error: incomplete, code: 'BUSINESS_RULE' },
      }),
    });
    const { user } = renderModal();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(incomplete);
    const link = within(alert).getByRole('link', { name: 'Complete your measurements' });
    expect(link.getAttribute('href')).toBe('/dashboard/measurements');
    await user.click(link);
    expect(checkoutModalStore.get()).toBe(false);
  });

  it('an out-of-stock answer is shown as the server says it', async () => {
    window.localStorage.setItem('cart_id', 'cart-stored');
    mockApi({
      ...memberApi(),
      'POST /api/stripe/create-checkout-session': () => ({
        status: 400,
        body: { error: 'Sorry, Kente Agbada is out of stock.', code: 'BUSINESS_RULE' },
      }),
    });
    const { user } = renderModal();
    await screen.findByLabelText('Name');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    // Said in the modal (the toasts are under it) and by the shared handler.
    const dialog = screen.getByRole('dialog', { name: 'Checkout' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Sorry, Kente Agbada is out of stock.',
    );
    expect(screen.getAllByText('Sorry, Kente Agbada is out of stock.')).toHaveLength(2);
    expect(assign).not.toHaveBeenCalled();
  });

  describe('Paystack (the in-browser payment)', () => {
    const setup = {
      publicKey: 'pk_test_abc',
      reference: '1767225600000',
      email: 'kwame@example.test',
      amount: 6_900_000,
      currency: 'NGN',
      metadata: { name: 'Kwame Mensah', phone: '(415) 555-0134' },
    };

    function paystackReply() {
      return {
        body: {
          ...sessionReply('cart-stored').body,
          url: null,
          provider: 'paystack',
          paystack: setup,
        },
      };
    }

    afterEach(() => {
      delete window.PaystackPop;
      paymentClosed.dismiss();
    });

    it("opens the payment with the server's setup; once paid, the reference is verified and the order shown", async () => {
      window.localStorage.setItem('cart_id', 'cart-stored');
      const opened: unknown[] = [];
      window.PaystackPop = {
        setup: (options) => {
          opened.push(options);
          return { openIframe: () => options.callback({ reference: setup.reference }) };
        },
      };
      const api = mockApi({
        ...memberApi(),
        'POST /api/stripe/create-checkout-session': () => paystackReply(),
        'POST /api/paystack/verify': () => ({
          body: {
            success: true,
            message: 'Your order has been placed successfully!',
            order: { _id: 'order-paid' },
          },
        }),
      });
      const { user, router } = renderModal();
      await screen.findByLabelText('Name');
      await user.click(screen.getByRole('button', { name: 'Pay Now' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/order/success/order-paid'));
      expect(opened[0]).toMatchObject({
        key: 'pk_test_abc',
        email: 'kwame@example.test',
        amount: 6_900_000,
        ref: '1767225600000',
        metadata: { name: 'Kwame Mensah', phone: '(415) 555-0134' },
        label: 'Pay Now',
      });
      expect(api.calls.at(-1)).toEqual({
        method: 'POST',
        path: '/api/paystack/verify',
        body: { reference: '1767225600000', cartId: 'cart-stored' },
      });
      expect(screen.getByText('Thanks for doing business with us! Come back soon!!')).toBeTruthy();
      expect(cartStore.get().items).toEqual([]);
      expect(assign).not.toHaveBeenCalled();
    });

    it('closing the payment window: "Wait! Don\'t leave", the checkout released, nothing placed', async () => {
      window.localStorage.setItem('cart_id', 'cart-stored');
      window.PaystackPop = {
        setup: (options) => ({ openIframe: () => options.onClose() }),
      };
      const api = mockApi({
        ...memberApi(),
        'POST /api/stripe/create-checkout-session': () => paystackReply(),
        'POST /api/checkout/cancel': () => ({ body: { success: true, message: 'Cancelled.' } }),
      });
      const { user } = renderModal();
      await screen.findByLabelText('Name');
      await user.click(screen.getByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(paymentClosedStore.get()).toBe(true));
      await waitFor(() =>
        expect(api.calls.at(-1)).toMatchObject({
          path: '/api/checkout/cancel',
          body: { cartId: 'cart-stored' },
        }),
      );
      expect(api.calls.some((call) => call.path === '/api/paystack/verify')).toBe(false);
      expect(cartStore.get().items).toHaveLength(1);
    });
  });

  describe('where to deliver and how', () => {
    it('offers the saved addresses with the default chosen, and the options with price and estimate', async () => {
      const api = mockApi({
        ...memberApi(),
        'POST /api/cart/add': () => ({ body: { success: true, cartId: 'cart-new' } }),
        'POST /api/stripe/create-checkout-session': () => sessionReply('cart-new'),
      });
      const { user } = renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      const deliverTo = await within(dialog).findByRole('group', { name: 'Deliver to' });
      const lagos = await within(deliverTo).findByRole('radio', { name: /12 Marina Road/ });
      expect(lagos).toHaveProperty('checked', true);
      expect(within(deliverTo).getByRole('radio', { name: /Accra/ })).toHaveProperty(
        'checked',
        false,
      );
      const shipping = within(dialog).getByRole('group', { name: 'Shipping' });
      const standard = await within(shipping).findByRole('radio', { name: /Standard/ });
      expect(standard).toHaveProperty('checked', true);
      expect(within(shipping).getByText('5-10 working days')).toBeTruthy();
      expect(within(shipping).getByText('1-2 working days')).toBeTruthy();
      // Options for the default address's country, priced for the bag (2 items, $50).
      expect(api.calls.some((call) => call.path.startsWith('/api/shipping/options?'))).toBe(true);
      const asked = api.calls.find((call) => call.path.startsWith('/api/shipping/options?'))!;
      expect(new URL(asked.path, 'http://x').searchParams.get('country')).toBe('Nigeria');
      expect(within(dialog).getByText('$60.00')).toBeTruthy();

      // Express: the total follows.
      await user.click(within(shipping).getByRole('radio', { name: /Express/ }));
      expect(within(dialog).getByText('$75.00')).toBeTruthy();
      await user.click(within(deliverTo).getByRole('radio', { name: /Accra/ }));
      await waitFor(() =>
        expect(
          api.calls.some((call) => call.path.includes('country=Ghana')),
          'options asked for Ghana',
        ).toBe(true),
      );

      await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
      const started = api.calls.find((call) => call.path === '/api/stripe/create-checkout-session');
      expect(started?.body).toMatchObject({ addressId: ACCRA._id, shippingOptionId: EXPRESS._id });
      expect(started?.body).not.toHaveProperty('address');
    });

    it('takes a new address typed there, checked as the address book does, saved by default', async () => {
      const api = mockApi({
        ...memberApi([]),
        'POST /api/cart/add': () => ({ body: { success: true, cartId: 'cart-new' } }),
        'POST /api/stripe/create-checkout-session': () => sessionReply('cart-new'),
      });
      const { user } = renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
      // With no saved address, a new one is the choice.
      const fresh = await within(dialog).findByRole('radio', { name: 'A new address' });
      expect(fresh).toHaveProperty('checked', true);
      const save = within(dialog).getByRole('checkbox', { name: 'Save to my addresses' });
      expect(save).toHaveProperty('checked', true);
      expect(
        within(dialog).getByText('Choose a country to see the shipping options.'),
      ).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
      expect(await within(dialog).findByText(MSG.addressRequired)).toBeTruthy();
      expect(within(dialog).getByText(MSG.cityRequired)).toBeTruthy();
      expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

      await user.type(within(dialog).getByLabelText('Address'), '4 Oxford Street');
      await user.type(within(dialog).getByLabelText('City'), 'Accra');
      await user.type(within(dialog).getByLabelText('State'), 'Greater Accra');
      await user.selectOptions(within(dialog).getByLabelText('Country'), 'Ghana');
      await user.type(within(dialog).getByLabelText('Zipcode'), '00233');
      await within(dialog).findByRole('radio', { name: /Standard/ });
      await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(PAGE_URL));
      const started = api.calls.find((call) => call.path === '/api/stripe/create-checkout-session');
      expect(started?.body).toMatchObject({
        address: {
          address: '4 Oxford Street',
          city: 'Accra',
          state: 'Greater Accra',
          country: 'Ghana',
          zipCode: '00233',
        },
        saveAddress: true,
        shippingOptionId: STANDARD._id,
      });
      expect(started?.body).not.toHaveProperty('addressId');
    });
  });
});
