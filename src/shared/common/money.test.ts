import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatCents, formatDollars } from './money';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('money as people read it', () => {
  it('writes amounts as "$1,234.50"', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(0.05)).toBe('$0.05');
    expect(formatDollars(999.99)).toBe('$999.99');
    expect(formatDollars(1_000_000)).toBe('$1,000,000.00');
    expect(formatDollars(-12.3)).toBe('-$12.30');
    expect(formatCents(123_456_789)).toBe('$1,234,567.89');
  });

  it('writes whole cents exactly as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        fc.pre(cents !== 0);
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
        expect(formatDollars(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds amounts in dollars to the cent as Intl does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (whole, cents) => {
          const dollars = whole + cents / 100;
          expect(formatDollars(dollars)).toBe(intl.format(dollars));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('leaves amounts too large to hold exactly to Intl', () => {
    expect(formatCents(1e20)).toBe(intl.format(1e18));
    expect(formatDollars(Number.NaN)).toBe(intl.format(Number.NaN));
  });
});
