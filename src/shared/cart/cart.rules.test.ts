import { describe, expect, it } from 'vitest';

import {
  cartTotal,
  lineTotal,
  maxQuantity,
  orderTotal,
  quantityError,
  shippingFee,
  shippingFeeCents,
  totalQuantity,
} from './cart.rules';

describe('maxQuantity (storefront spec §5, §9)', () => {
  it('is the inventory when it is 1 to 14', () => {
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(14)).toBe(14);
  });

  it('is 50 otherwise, plentiful stock or none', () => {
    expect(maxQuantity(15)).toBe(50);
    expect(maxQuantity(500)).toBe(50);
    expect(maxQuantity(0)).toBe(50);
    expect(maxQuantity(-3)).toBe(50);
  });
});

describe('quantityError', () => {
  it('asks for at least 1, and a whole number', () => {
    expect(quantityError(0, 10)).toBe('Quantity must be at least 1.');
    expect(quantityError(-2, 10)).toBe('Quantity must be at least 1.');
    expect(quantityError(1.5, 10)).toBe('Quantity must be at least 1.');
    expect(quantityError(Number.NaN, 10)).toBe('Quantity must be at least 1.');
  });

  it('caps at the maximum order quantity, naming it', () => {
    expect(quantityError(11, 10)).toBe('Quantity may not be greater than 10.');
    expect(quantityError(51, 200)).toBe('Quantity may not be greater than 50.');
  });

  it('accepts a quantity within the rules', () => {
    expect(quantityError(1, 1)).toBeNull();
    expect(quantityError(10, 10)).toBeNull();
    expect(quantityError(50, 200)).toBeNull();
  });
});

describe('line and cart totals', () => {
  it('round to 2 decimals', () => {
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 1.005, quantity: 1 })).toBe(1.01);
    expect(
      cartTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(cartTotal([])).toBe(0);
  });

  it('count the items by quantity', () => {
    expect(
      totalQuantity([
        { price: 10, quantity: 2 },
        { price: 5, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('shippingFee (storefront spec §9)', () => {
  const lines = [
    { price: 20, quantity: 2 },
    { price: 15, quantity: 1 },
  ];

  it('is 5 per item, counted by quantity, below 120', () => {
    expect(shippingFee(lines, null)).toBe(15);
    expect(shippingFee(lines, 'Ghana')).toBe(15);
  });

  it('is free from a cart total of 120', () => {
    expect(shippingFee([{ price: 119.99, quantity: 1 }], null)).toBe(5);
    expect(shippingFee([{ price: 120, quantity: 1 }], null)).toBe(0);
    expect(shippingFee([{ price: 40, quantity: 3 }], 'Ghana')).toBe(0);
  });

  it('is free when the first saved address is in Nigeria or the United Kingdom', () => {
    expect(shippingFee(lines, 'Nigeria')).toBe(0);
    expect(shippingFee(lines, 'United Kingdom')).toBe(0);
    expect(shippingFee(lines, ' united kingdom ')).toBe(0);
    expect(shippingFee(lines, 'United States')).toBe(15);
  });

  it('is nothing for an empty bag', () => {
    expect(shippingFee([], 'Ghana')).toBe(0);
  });

  it('adds up to the total the shopper pays', () => {
    expect(orderTotal(lines, null)).toBe(70);
    expect(orderTotal(lines, 'Nigeria')).toBe(55);
  });
});

describe('shippingFeeCents (the rule the server totals with)', () => {
  const lines = [
    { priceCents: 2000, quantity: 2 },
    { priceCents: 1500, quantity: 1 },
  ];

  it('is 500 cents per item below 12,000 cents, free from there or to the free countries', () => {
    expect(shippingFeeCents(lines, null)).toBe(1500);
    expect(shippingFeeCents([{ priceCents: 11_999, quantity: 1 }], 'Ghana')).toBe(500);
    expect(shippingFeeCents([{ priceCents: 12_000, quantity: 1 }], 'Ghana')).toBe(0);
    expect(shippingFeeCents(lines, ' Nigeria ')).toBe(0);
    expect(shippingFeeCents([], 'Ghana')).toBe(0);
  });
});
