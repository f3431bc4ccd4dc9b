import { describe, expect, it } from 'vitest';

import { offsetOf, paginationWindow, paging } from './pagination';

describe('paging', () => {
  it('counts pages from the total and the page size', () => {
    expect(paging(45, 2, 20)).toEqual({ totalPages: 3, currentPage: 2, count: 45 });
    expect(paging(40, 2, 20)).toEqual({ totalPages: 2, currentPage: 2, count: 40 });
    expect(paging(41, 1, 20)).toEqual({ totalPages: 3, currentPage: 1, count: 41 });
    expect(paging(1, 1, 10)).toEqual({ totalPages: 1, currentPage: 1, count: 1 });
  });

  it('answers no pages for an empty list', () => {
    expect(paging(0, 1, 20)).toEqual({ totalPages: 0, currentPage: 1, count: 0 });
  });
});

describe('offsetOf', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf(1, 20)).toBe(0);
    expect(offsetOf(2, 20)).toBe(20);
    expect(offsetOf(3, 10)).toBe(20);
  });
});

describe('paginationWindow', () => {
  it('shows no pager for zero or one page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(4, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 3 pages around the current one and 2 at each margin, with gaps between', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 2, 'gap', 9, 10, 11, 'gap', 19, 20]);
    expect(paginationWindow(6, 12)).toEqual([1, 2, 'gap', 5, 6, 7, 'gap', 11, 12]);
  });

  it('joins the current run to a margin it touches', () => {
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 'gap', 19, 20]);
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(paginationWindow(18, 20)).toEqual([1, 2, 'gap', 17, 18, 19, 20]);
  });

  it('at the first and last page keeps the margins only', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 'gap', 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([1, 2, 'gap', 19, 20]);
  });

  it('always holds the current page, in order, without duplicates or double gaps', () => {
    for (let total = 2; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(pages).toContain(current);
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(items.join(',')).not.toContain('gap,gap');
        expect(items[0]).not.toBe('gap');
        expect(items.at(-1)).not.toBe('gap');
      }
    }
  });
});
