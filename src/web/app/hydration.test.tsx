/// <reference types="node" />
import { execFileSync } from 'node:child_process';

import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '#shared/common/constants';

import { makeBrand, makeProduct, makeProductList, makeReview } from '../test/fixtures';
import { mockApi } from '../test/render';
import { cart } from '../features/cart/api/cart-store';
import { sessionStore } from '../lib/session';
import { createQueryClient } from './query-client';
import { startApp } from './start';

/*
 * Hydration against the server's own drawing, with React's development build, which reports
 * every mismatch (attributes included, which the production build passes over silently) as a
 * console error; the test setup fails on any. The pages are drawn by the server's renderer in a
 * process of its own (test/draw-pages.ts), as in production, put in the document as the server
 * sends them, then started as main.tsx starts them.
 */

const product = makeProduct({ name: 'Royal Blue Agbada', slug: 'royal-blue-agbada' });
const others = Array.from({ length: 9 }, (_, index) =>
  makeProduct({ name: `Senator Set ${index + 1}`, slug: `senator-set-${index + 1}` }),
);
const category = {
  _id: 'category-1',
  name: 'Office Formal',
  slug: 'office-formal',
  description: 'Suits for work.',
  isActive: true,
  created: '2026-01-01T00:00:00.000Z',
};
const missing = { status: 404, body: { error: 'No product found.', code: 'NOT_FOUND' } };

const API: Record<string, { status?: number; body: unknown }> = {
  'GET /api/product/list': { body: makeProductList([product, ...others], { count: 10 }) },
  // The shop's facet counts, drawn with the list (decision 0052).
  'GET /api/product/list/facets': {
    body: {
      count: 10,
      sizes: [{ value: 'M', label: 'M', count: 10 }],
      brands: [{ value: 'agbada', label: 'Agbada', count: 10 }],
      categories: [{ value: 'office-formal', label: 'Office Formal', count: 10 }],
      prices: [{ value: 'under-100', label: 'Under $100', count: 10 }],
    },
  },
  [`GET /api/product/item/${product.slug}`]: { body: { product } },
  [`GET /api/review/${product.slug}`]: { body: { reviews: [makeReview()] } },
  // "You may also like", drawn with the product (decision 0053).
  [`GET /api/product/item/${product.slug}/related`]: { body: { products: others.slice(0, 4) } },
  'GET /api/product/item/no-such-thing': missing,
  'GET /api/review/no-such-thing': missing,
  'GET /api/product/item/no-such-thing/related': missing,
  'GET /api/brand/list': { body: { brands: [makeBrand()] } },
  'GET /api/category/list': { body: { categories: [category] } },
};

const PAGES: [path: string, text: string][] = [
  ['/', 'Lagos tailoring, worn with pride.'],
  ['/shop', 'Royal Blue Agbada'],
  ['/shop/category/office-formal', 'Office Formal'],
  ['/shop/brand/agbada', 'Senator Set 9'],
  ['/brands', 'Agbada'],
  [`/product/${product.slug}`, 'Royal Blue Agbada'],
  ['/product/no-such-thing', 'No product found.'],
  ['/faq', 'Frequently Asked Questions'],
  ['/no-such-page', 'The page you are looking for was not found.'],
];

type Drawn = Record<string, { head: string; html: string; state: string } | null>;
let drawn: Drawn = {};

beforeAll(() => {
  const output = execFileSync(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.web.json', 'src/web/test/draw-pages.ts'],
    {
      input: JSON.stringify({ paths: PAGES.map(([path]) => path), api: API }),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  drawn = JSON.parse(output) as Drawn;
}, 60_000);

/** The product in the shopper's bag (localStorage), before the page starts. */
function putInBag(quantity: number, size: string) {
  cart.add({
    _id: product._id,
    name: product.name,
    slug: product.slug,
    img: null,
    price: product.price,
    quantity,
    size,
    taxable: true,
    inventory: 5,
  });
}

let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  stop = undefined;
  document.body.innerHTML = '';
});

/** Puts the page the server drew for `path` in the document and starts the app on it. */
async function hydrate(path: string) {
  const page = drawn[path];
  if (!page) throw new Error(`The renderer drew nothing for ${path}`);
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${page.html}</div>${page.state}`;
  const container = document.getElementById('root') as HTMLElement;
  // A browser's parser sets a <video muted>'s muted property; jsdom's does not.
  for (const video of container.querySelectorAll('video'))
    video.muted = video.hasAttribute('muted');
  const handlers: Parameters<typeof mockApi>[0] = {};
  for (const [key, answer] of Object.entries(API)) handlers[key] = () => answer;
  handlers['GET /api/user/me'] = () => ({
    status: 401,
    body: { error: 'x', code: 'UNAUTHORIZED' },
  });
  const { calls } = mockApi(handlers);
  const queryClient = createQueryClient();
  const started = await act(() => startApp({ container, queryClient }));
  stop = () => {
    started.root.unmount();
    queryClient.clear();
  };
  return { calls, container, page };
}

describe('a page drawn by the server', () => {
  it.each(PAGES)('%s hydrates without a mismatch and asks nothing again', async (path, text) => {
    const { calls, container } = await hydrate(path);
    expect(container.textContent).toContain(text);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // The page's data came with it: no request for the product, its reviews, the list, the
    // brands or the categories.
    expect(calls.map((call) => call.path)).toEqual([]);
  });

  it("shows a product already in the shopper's bag as such after hydration", async () => {
    putInBag(1, product.sizes[0] ?? 'M');
    const { page } = await hydrate(`/product/${product.slug}`);
    expect(page.html).toContain('Add To Bag');
    expect(await screen.findByRole('button', { name: 'Remove From Bag' })).toBeTruthy();
  });

  it("fills in a signed-in shopper's bag after hydration", async () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'Bearer x');
    sessionStore.set('Bearer x');
    putInBag(2, 'M');
    const { calls, container, page } = await hydrate('/shop');
    // The server drew the anonymous bag; the shopper's own fills in after hydration.
    expect(page.html).toContain('aria-label="Shopping bag, 0 items"');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Shopping bag, 1 item' })).toBeTruthy(),
    );
    expect(container.textContent).toContain('Royal Blue Agbada');
    // Their hearts: the products are read again, with the token.
    await waitFor(() =>
      expect(calls.some((call) => call.path.startsWith('/api/product/list?'))).toBe(true),
    );
  });
});
