import { describe, expect, it } from 'vitest';

import {
  allocateByLargestRemainder,
  discountOf,
  normalizeDiscountCode,
  paidForUnits,
  percentOfCents,
  priceDiscount,
  refundForUnits,
  type DiscountTerms,
} from './discount.rules';
import { DISCOUNT_MESSAGES } from './discount.messages';

const TERMS: DiscountTerms = {
  code: 'SAVE10',
  type: 'percentage',
  percentOff: 10,
  amountOffCents: null,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
  isActive: true,
  brandId: null,
  brandName: null,
};
const NOW = new Date('2026-12-01T12:00:00Z');
const ctx = { now: NOW, customerUses: 0 };

describe('discount money rules', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5 -> 101
    expect(percentOfCents(1004, 10)).toBe(100); // 100.4 -> 100
    expect(percentOfCents(333, 15)).toBe(50); // 49.95 -> 50
    expect(percentOfCents(12_345, 100)).toBe(12_345);
  });

  it('splits a discount over lines so the parts sum to it exactly, by largest remainder', () => {
    // 1000 over 3 equal lines: 333.33 each, the first line takes the cent left.
    expect(allocateByLargestRemainder(1000, [500, 500, 500])).toEqual([334, 333, 333]);
    // Proportional to the lines: 700 of 10000 over 6000 and 4000 is 420 and 280.
    expect(allocateByLargestRemainder(700, [6000, 4000])).toEqual([420, 280]);
    // The largest remainder wins the odd cent: 101 over 2999/7001 -> 30.29 / 70.71.
    expect(allocateByLargestRemainder(101, [2999, 7001])).toEqual([30, 71]);
    // Lines not eligible (weight 0) get nothing.
    expect(allocateByLargestRemainder(50, [0, 1000, 0])).toEqual([0, 50, 0]);
    for (const [total, weights] of [
      [27, [1, 2, 3, 4, 5, 6, 7]],
      [1, [3333, 3333, 3334]],
      [123_456, [99_999_999, 1, 25_000_000]],
    ] as const) {
      const parts = allocateByLargestRemainder(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(weights[index]!));
    }
  });

  it('never takes more than the eligible items, and leaves the minimum charge', () => {
    expect(discountOf({ type: 'fixed', percentOff: null, amountOffCents: 5000 }, 3000, 9000)).toBe(
      3000,
    );
    expect(
      discountOf({ type: 'percentage', percentOff: 100, amountOffCents: null }, 9000, 9000),
    ).toBe(8950);
  });

  it('refunds what was paid for the units, and every unit returned gives back exactly the line', () => {
    // A line of 3 units paid 100 cents in all (after its discount).
    const line = { paidCents: 100, quantity: 3 };
    const first = refundForUnits(line, { units: 0, cents: 0 }, 1);
    const second = refundForUnits(line, { units: 1, cents: first }, 1);
    const third = refundForUnits(line, { units: 2, cents: first + second }, 1);
    expect([first, second, third]).toEqual([33, 33, 34]);
    expect(paidForUnits(100, 3, 3)).toBe(100);
    // A refused return frees its units; what is asked later still sums to the line, never more.
    const again = refundForUnits(line, { units: 2, cents: second + third }, 1);
    expect(second + third + again).toBe(100);
    // Without a discount a unit is worth its price.
    expect(refundForUnits({ paidCents: 4500, quantity: 3 }, { units: 1, cents: 1500 }, 2)).toBe(
      3000,
    );
  });

  it('normalizes what the shopper types', () => {
    expect(normalizeDiscountCode('  welcome-10 ')).toBe('WELCOME-10');
  });
});

describe('priceDiscount refusals, in the shopper’s words', () => {
  const lines = [
    { brandId: 'b1', priceCents: 6000, quantity: 1 },
    { brandId: 'b2', priceCents: 4000, quantity: 1 },
  ];

  it('prices a store-wide percentage and a brand code only on its items', () => {
    const store = priceDiscount(TERMS, lines, ctx);
    expect(store).toEqual({
      ok: true,
      discountCents: 1000,
      lineDiscounts: [600, 400],
      subtotalCents: 10_000,
    });
    const brand = priceDiscount(
      {
        ...TERMS,
        type: 'fixed',
        percentOff: null,
        amountOffCents: 1500,
        brandId: 'b2',
        brandName: 'Suit',
      },
      lines,
      ctx,
    );
    expect(brand).toEqual({
      ok: true,
      discountCents: 1500,
      lineDiscounts: [0, 1500],
      subtotalCents: 10_000,
    });
  });

  it('says why a code cannot be used', () => {
    const refused = (terms: Partial<DiscountTerms>, customerUses = 0) => {
      const outcome = priceDiscount({ ...TERMS, ...terms }, lines, { now: NOW, customerUses });
      return outcome.ok ? null : outcome.message;
    };
    expect(refused({ isActive: false })).toBe(DISCOUNT_MESSAGES.inactive);
    expect(refused({ endsAt: new Date('2026-11-30T00:00:00Z') })).toBe(DISCOUNT_MESSAGES.expired);
    expect(refused({ startsAt: new Date('2026-12-24T09:30:00Z') })).toBe(
      'This discount code can be used from December 24, 2026 at 09:30 UTC.',
    );
    expect(refused({ maxUses: 5, uses: 5 })).toBe(DISCOUNT_MESSAGES.usedUp);
    expect(refused({ maxUsesPerCustomer: 1 }, 1)).toBe(DISCOUNT_MESSAGES.alreadyUsed);
    expect(refused({ brandId: 'b3', brandName: 'Agbada' })).toBe(
      'This code is for Agbada items only, and there are none in your bag.',
    );
    expect(refused({ minSubtotalCents: 12_050 })).toBe(
      'This code needs $120.50 of items in your bag. Add $20.50 more to use it.',
    );
    expect(refused({ minSubtotalCents: 5000, brandId: 'b2', brandName: 'Suit' })).toBe(
      'This code needs $50.00 of Suit items in your bag. Add $10.00 more to use it.',
    );
  });
});
