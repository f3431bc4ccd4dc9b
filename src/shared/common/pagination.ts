export interface Paging {
  totalPages: number;
  currentPage: number;
  count: number;
}

export function paging(count: number, page: number, limit: number): Paging {
  return { totalPages: Math.ceil(count / limit), currentPage: page, count };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

export type PageItem = number | 'gap';

/**
 * The page numbers a pager shows: 3 around the current page and 2 at each margin, with gaps
 * between runs that do not touch.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  if (total <= 1) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(2, total); p += 1) pages.add(p);
  for (let p = Math.max(1, total - 1); p <= total; p += 1) pages.add(p);
  for (let p = current - 1; p <= current + 1; p += 1) if (p >= 1 && p <= total) pages.add(p);
  // A gap that would hide a single page shows that page instead.
  for (const p of [...pages]) if (pages.has(p + 2) && !pages.has(p + 1)) pages.add(p + 1);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}
