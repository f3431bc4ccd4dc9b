import { describe, expect, it } from 'vitest';

import { shouldShowPromo } from './promo-rule';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-05-01T12:00:00.000Z');

describe('the promotional modal rule (storefront spec §9)', () => {
  it('shows when it was never shown, or the date cannot be read', () => {
    expect(shouldShowPromo(null, NOW)).toBe(true);
    expect(shouldShowPromo('', NOW)).toBe(true);
    expect(shouldShowPromo('last tuesday-ish', NOW)).toBe(true);
  });

  it('waits 20 days (1,728,000,000 ms) after the last display', () => {
    expect(shouldShowPromo(new Date(NOW - DAY).toISOString(), NOW)).toBe(false);
    expect(shouldShowPromo(new Date(NOW - 1_728_000_000 + 1).toISOString(), NOW)).toBe(false);
    expect(shouldShowPromo(new Date(NOW - 1_728_000_000).toISOString(), NOW)).toBe(true);
    expect(shouldShowPromo(new Date(NOW - 45 * DAY).toISOString(), NOW)).toBe(true);
  });
});
