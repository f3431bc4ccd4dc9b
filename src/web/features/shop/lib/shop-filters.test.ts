import { describe, expect, it } from 'vitest';

import {
  activeFilterCount,
  readShopFilters,
  shopListParams,
  showingText,
  writeShopFilters,
} from './shop-filters';

describe('showingText', () => {
  it('computes the range from the page size and the current page', () => {
    expect(showingText(1, 10, 45)).toBe('Showing: 1-10 products of 45 products');
    expect(showingText(2, 10, 45)).toBe('Showing: 11-20 products of 45 products');
    expect(showingText(5, 10, 45)).toBe('Showing: 41-45 products of 45 products');
    expect(showingText(1, 10, 3)).toBe('Showing: 1-3 products of 3 products');
    expect(showingText(1, 10, 0)).toBe('Showing: 0-0 products of 0 products');
  });
});

describe('the shop filters in the URL', () => {
  it('default to the full price range, any rating, newest first, page 1', () => {
    expect(readShopFilters(new URLSearchParams())).toEqual({
      min: undefined,
      max: undefined,
      rating: 0,
      order: 0,
      page: 1,
    });
  });

  it('read a shared link, ignoring what is out of range', () => {
    expect(readShopFilters(new URLSearchParams('min=50&max=900&rating=4&order=2&page=3'))).toEqual({
      min: 50,
      max: 900,
      rating: 4,
      order: 2,
      page: 3,
    });
    expect(
      readShopFilters(new URLSearchParams('min=-5&max=99999&rating=9&order=7&page=0')),
    ).toEqual({ min: undefined, max: undefined, rating: 0, order: 0, page: 1 });
    expect(readShopFilters(new URLSearchParams('min=abc&page=2.5'))).toMatchObject({
      min: undefined,
      page: 1,
    });
  });

  it('drop a maximum that comes closer than 10 to the minimum', () => {
    expect(readShopFilters(new URLSearchParams('min=500&max=505'))).toMatchObject({
      min: 500,
      max: undefined,
    });
  });

  it('write only what differs from the defaults, in one order, keeping other keys', () => {
    const base = new URLSearchParams('name=agbada&page=4');
    expect(
      writeShopFilters({ min: 20, max: 5000, rating: 2, order: 1, page: 1 }, base).toString(),
    ).toBe('name=agbada&min=20&rating=2&order=1');
    expect(writeShopFilters({ rating: 0, order: 0, page: 1 }).toString()).toBe('');
  });
});

describe('the size filter in the URL', () => {
  it('reads a known size in any letter case, and ignores another', () => {
    expect(readShopFilters(new URLSearchParams('size=m')).size).toBe('M');
    expect(readShopFilters(new URLSearchParams('size=XXXL')).size).toBeUndefined();
  });

  it('writes the size, goes with the list call, and counts as a filter', () => {
    const filters = { ...readShopFilters(new URLSearchParams('rating=4')), size: 'L' as const };
    expect(writeShopFilters(filters).toString()).toBe('rating=4&size=L');
    expect(shopListParams(new URLSearchParams('size=L'), {}).size).toBe('L');
    expect(activeFilterCount(filters)).toBe(2);
  });
});
