import { beforeEach, describe, expect, it } from 'vitest';

import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_STORAGE_KEY } from '#shared/product/product-related';

import { parseViewed, recentlyViewed, withoutGone, withViewed } from './recently-viewed';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => window.localStorage.clear());

describe('the recently viewed list', () => {
  it('puts the product just viewed first, once, and drops the oldest beyond the cap', () => {
    expect(withViewed([], id(1))).toEqual([id(1)]);
    expect(withViewed([id(2), id(1)], id(1))).toEqual([id(1), id(2)]);
    const full = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, n) => id(n + 1));
    const next = withViewed(full, id(99));
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe(id(99));
    expect(next).not.toContain(id(RECENTLY_VIEWED_MAX));
  });

  it('forgets what was asked and not answered, and keeps what was not asked', () => {
    expect(withoutGone([id(1), id(2), id(3), id(4)], [id(2), id(3)], [id(3)])).toEqual([
      id(1),
      id(3),
      id(4),
    ]);
  });

  it('reads only ids from storage: junk, repeats and an overlong list are left out', () => {
    expect(parseViewed('not a list')).toEqual([]);
    expect(parseViewed({ 0: id(1) })).toEqual([]);
    expect(parseViewed([id(1), 42, null, 'classic-agbada', id(1).toUpperCase(), id(2)])).toEqual([
      id(1),
      id(2),
    ]);
    const many = Array.from({ length: RECENTLY_VIEWED_MAX * 3 }, (_, n) => id(n));
    expect(parseViewed(many)).toEqual(many.slice(0, RECENTLY_VIEWED_MAX));
  });

  it('is kept in localStorage, newest first, and survives broken storage', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{broken');
    expect(recentlyViewed.read()).toEqual([]);
    recentlyViewed.record(id(1));
    recentlyViewed.record(id(2));
    recentlyViewed.record(id(1));
    expect(JSON.parse(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '')).toEqual([
      id(1),
      id(2),
    ]);
    recentlyViewed.forgetGone([id(2)], []);
    expect(recentlyViewed.read()).toEqual([id(1)]);
  });
});
