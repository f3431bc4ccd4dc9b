// The catalog requests the API benchmark loads. Paths are found on the running store, so
// the deep page and the product are real ones whatever the catalog size.
import { isClean } from './load.mjs';
import { fetchJson } from './net.mjs';

/** Search terms: one found as typed, one only through pg_trgm's typo tolerance. */
export const SEARCH_TERM = 'agbada';
export const SEARCH_TYPO = 'agbda';
/** How deep the deep page is, as a share of the pages (page 900 of 1,000 at 10,000 products). */
export const DEEP_SHARE = 0.9;

/**
 * kind 'list' and 'search' have targets; 'item' is reported only.
 * Answers [{ id, name, kind, path }].
 */
export async function discoverScenarios(baseUrl) {
  const first = await fetchJson(`${baseUrl}/api/product/list?page=1&limit=10`);
  const deepPage = Math.max(1, Math.round(first.totalPages * DEEP_SHARE));
  const deep = await fetchJson(`${baseUrl}/api/product/list?page=${deepPage}&limit=10`);
  const slug = deep.products[0]?.slug ?? first.products[0]?.slug;
  if (!slug) throw new Error('The catalog is empty: nothing to benchmark.');
  return [
    {
      id: 'list-page-1',
      name: 'list, page 1',
      kind: 'list',
      path: '/api/product/list?page=1&limit=10',
    },
    {
      id: 'list-deep',
      name: `list, page ${deepPage} of ${first.totalPages}`,
      kind: 'list',
      path: `/api/product/list?page=${deepPage}&limit=10`,
    },
    {
      id: 'list-filtered',
      name: 'list, brand + price + sort',
      kind: 'list',
      path: '/api/product/list?brand=agbada&min=50&max=300&order=2&page=1&limit=10',
    },
    {
      id: 'list-category',
      name: 'list, category',
      kind: 'list',
      path: '/api/product/list?category=office-formal&page=1&limit=10',
    },
    {
      id: 'search',
      name: `search "${SEARCH_TERM}"`,
      kind: 'search',
      path: `/api/product/list/search/${SEARCH_TERM}`,
    },
    {
      id: 'search-typo',
      name: `search "${SEARCH_TYPO}" (typo)`,
      kind: 'search',
      path: `/api/product/list/search/${SEARCH_TYPO}`,
    },
    { id: 'item', name: 'product by slug', kind: 'item', path: `/api/product/item/${slug}` },
  ];
}

/** Checks that a scenario answers 200 with something in it; answers a warning or null. */
export function emptyWarning(scenario, body) {
  const json = JSON.parse(body.toString());
  if (scenario.kind === 'item') return json.product ? null : 'no product';
  return json.products?.length > 0 ? null : 'an empty list';
}

/** The targets on PostgreSQL. */
export const API_TARGETS = {
  list: { minRatio: 0.5, maxP99: 20 },
  search: { maxP99: 15 },
  scaleMaxLatencyRatio: 1.5,
};

/** Judges one store run against the bare run; answers { pass, checks } or undefined (no target). */
export function judge(kind, store, bare) {
  const p99AtMost = (limit) => store.p99 !== null && store.p99 <= limit;
  const clean = isClean(store);
  const checks = [];
  if (kind === 'list') {
    checks.push({
      what: `≥ ${API_TARGETS.list.minRatio}× bare req/s`,
      pass: store.rps / bare.rps >= API_TARGETS.list.minRatio,
    });
    checks.push({
      what: `p99 ≤ ${API_TARGETS.list.maxP99} ms`,
      pass: p99AtMost(API_TARGETS.list.maxP99),
    });
  } else if (kind === 'search') {
    checks.push({
      what: `p99 ≤ ${API_TARGETS.search.maxP99} ms`,
      pass: p99AtMost(API_TARGETS.search.maxP99),
    });
  } else {
    return undefined;
  }
  if (!clean) checks.push({ what: 'every request answered 2xx in time', pass: false });
  return { pass: checks.every((check) => check.pass), checks };
}
