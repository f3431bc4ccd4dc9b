import { describe, expect, it } from 'vitest';

import {
  activeFilterCount,
  NO_FILTERS,
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
      ...NO_FILTERS,
      min: undefined,
      max: undefined,
      rating: 0,
      order: 0,
      page: 1,
    });
  });

  it('read a shared link, ignoring what is out of range', () => {
    expect(readShopFilters(new URLSearchParams('min=50&max=900&rating=4&order=2&page=3'))).toEqual({
      ...NO_FILTERS,
      min: 50,
      max: 900,
      rating: 4,
      order: 2,
      page: 3,
    });
    expect(
      readShopFilters(new URLSearchParams('min=-5&max=99999&rating=9&order=7&page=0')),
    ).toEqual({ ...NO_FILTERS, order: 0, page: 1 });
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
      writeShopFilters(
        { ...NO_FILTERS, min: 20, max: 5000, rating: 2, order: 1, page: 1 },
        base,
      ).toString(),
    ).toBe('name=agbada&min=20&rating=2&order=1');
    expect(writeShopFilters({ ...NO_FILTERS, order: 0, page: 1 }).toString()).toBe('');
  });
});

describe('the facets in the URL (decision 0052)', () => {
  it('read known sizes and bands in any letter case, and ignore others', () => {
    const filters = readShopFilters(
      new URLSearchParams('size=m&size=XXXL&size=S&price=500-PLUS&price=cheap&brand=Agbada'),
    );
    expect(filters).toMatchObject({
      sizes: ['S', 'M'],
      prices: ['500-plus'],
      brands: ['agbada'],
      categories: [],
    });
  });

  it('write each choice as a repeated parameter, go with the list call, and count as filters', () => {
    const filters = {
      ...readShopFilters(new URLSearchParams('rating=4')),
      sizes: ['L' as const, 'XL' as const],
      brands: ['suits'],
    };
    expect(writeShopFilters(filters).toString()).toBe('size=L&size=XL&brand=suits&rating=4');
    expect(shopListParams(new URLSearchParams('size=L&size=M'), {}).sizes).toEqual(['M', 'L']);
    expect(activeFilterCount(filters)).toBe(4);
  });

  it("a brand's or category's page is that brand or category, whatever the query says", () => {
    const search = new URLSearchParams('brand=other&category=agbada&category=suits');
    expect(shopListParams(search, { brandSlug: 'agbada' })).toMatchObject({
      brands: ['agbada'],
      categories: ['agbada', 'suits'],
    });
    expect(shopListParams(search, { categorySlug: 'office' })).toMatchObject({
      brands: ['other'],
      categories: ['office'],
    });
  });
});
