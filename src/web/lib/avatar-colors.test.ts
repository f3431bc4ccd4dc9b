import { describe, expect, it } from 'vitest';

import { AVATAR_COLORS, avatarColor } from './avatar-colors';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

describe('the avatar palette (dashboard spec §9)', () => {
  it('has 50 different colours, each keeping its white letter readable (AA, 4.5:1)', () => {
    expect(AVATAR_COLORS).toHaveLength(50);
    expect(new Set(AVATAR_COLORS).size).toBe(50);
    for (const color of AVATAR_COLORS) {
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the same review the same colour every time, and spreads reviews over the palette', () => {
    const ids = Array.from(
      { length: 200 },
      (_, i) => `0190a0c0-0000-7000-8000-${String(i).padStart(12, '0')}`,
    );
    expect(avatarColor(ids[0]!)).toBe(avatarColor(ids[0]!));
    expect(AVATAR_COLORS).toContain(avatarColor(ids[7]!));
    expect(new Set(ids.map(avatarColor)).size).toBeGreaterThan(25);
  });
});
