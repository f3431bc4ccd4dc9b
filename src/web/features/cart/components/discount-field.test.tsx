import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DISCOUNT_MESSAGES } from '#shared/discount/discount.messages';

import { CartDrawer } from '../../../app/shell/cart-drawer';
import { mockApi, renderPage } from '../../../test/render';
import { cart } from '../api/cart-store';
import { discountCodeStore } from '../api/discount-code-store';

function addLine() {
  cart.add({
    _id: 'p1',
    name: 'Kente Agbada',
    slug: 'kente-agbada',
    img: null,
    price: 40,
    quantity: 2,
    size: 'L',
    taxable: false,
    inventory: 5,
  });
}

function summaryValue(term: string | RegExp): string {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement;
  return within(row as HTMLElement).getByRole('definition').textContent ?? '';
}

const QUOTE = {
  success: true,
  message: DISCOUNT_MESSAGES.applied('WELCOME10'),
  code: 'WELCOME10',
  subtotal: 80,
  discount: 8,
  total: 72,
  brand: null,
  lines: [{ product: 'p1', size: 'L', discount: 8, total: 72 }],
};

describe('the Discount code field of the bag', () => {
  it('says why a code is refused, then applies one: the server prices it, the total drops', async () => {
    const api = mockApi({
      'POST /api/discount/apply': (body) =>
        (body as { code: string }).code === 'WELCOME10'
          ? { body: QUOTE }
          : {
              status: 400,
              body: {
                error: DISCOUNT_MESSAGES.unknown,
                code: 'VALIDATION_FAILED',
                issues: [{ path: 'code', message: DISCOUNT_MESSAGES.unknown }],
              },
            },
    });
    addLine();
    const { user } = renderPage(<CartDrawer />);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping bag' });
    expect(summaryValue('Total')).toBe('$90.00');

    const field = within(drawer).getByRole('textbox', { name: 'Discount code' });
    await user.type(field, 'nope');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByText(DISCOUNT_MESSAGES.unknown)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(summaryValue('Total')).toBe('$90.00');

    await user.clear(field);
    await user.type(field, ' welcome10 ');
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByText('applied: $8.00 off')).toBeTruthy();
    expect(summaryValue('Discount (WELCOME10)')).toBe('−$8.00');
    expect(summaryValue('Total')).toBe('$82.00');
    // Only the products, sizes and quantities were sent: never a price or an amount.
    expect(api.calls.at(-1)?.body).toEqual({
      code: 'WELCOME10',
      cartItems: [{ _id: 'p1', size: 'L', quantity: 2 }],
    });
    expect(discountCodeStore.get()).toBe('WELCOME10');

    await user.click(
      within(drawer).getByRole('button', { name: 'Remove the discount code WELCOME10' }),
    );
    expect(summaryValue('Total')).toBe('$90.00');
    expect(discountCodeStore.get()).toBeNull();
  });

  it('asks for a code before asking the server', async () => {
    const api = mockApi({});
    addLine();
    const { user } = renderPage(<CartDrawer />);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping bag' });
    await user.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(await within(drawer).findByText(DISCOUNT_MESSAGES.codeRequired)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
