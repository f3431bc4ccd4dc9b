import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { makeProduct, makeProductList } from '../../../test/fixtures';
import { mockApi, renderPage } from '../../../test/render';
import { HomePage } from './home-page';

/**
 * The sections under the hero come in a lazy chunk once their place nears the screen (at once in
 * jsdom, which cannot tell where the screen is). A shopper waits for them to appear, so the tests
 * wait for their headings; the limit is only a safety net for a busy machine, where loading the
 * chunk's code for the first time took over a second.
 */
const SECTIONS_TIMEOUT_MS = 15_000;

function findSectionHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 2, name }, { timeout: SECTIONS_TIMEOUT_MS });
}

function serveNewest(count = 8) {
  const products = Array.from({ length: count }, (_, i) =>
    makeProduct({ name: `New Piece ${i + 1}` }),
  );
  return mockApi({
    'GET /api/product/list': () => ({
      body: makeProductList(products, { count: 40, totalPages: 5 }),
    }),
  });
}

describe('HomePage', { timeout: 2 * SECTIONS_TIMEOUT_MS }, () => {
  // The chunk's code is fetched once per visit; here, once per file, before any test's clock runs.
  beforeAll(async () => {
    await import('./home-lower-sections');
  }, 2 * SECTIONS_TIMEOUT_MS);

  it('opens with one h1 in the hero', async () => {
    serveNewest();
    renderPage(<HomePage />);
    await findSectionHeading('New in');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('Lagos tailoring, worn with pride.');
  });

  it('links to the four brands as tiles', async () => {
    serveNewest();
    renderPage(<HomePage />);
    await findSectionHeading('Four lines, one house');
    for (const [name, path] of [
      ['Agbada', '/shop/brand/agbada'],
      ['Native', '/shop/brand/native'],
      ['Suit', '/shop/brand/suit'],
      ['Ready-to-Wear', '/shop/brand/ready-to-wear'],
    ] as const) {
      const tile = screen.getByRole('heading', { level: 3, name }).closest('a');
      expect(tile?.getAttribute('href')).toBe(path);
    }
  });

  it('tells the story and reassures on delivery, shipping and returns', async () => {
    serveNewest();
    renderPage(<HomePage />);
    expect(await findSectionHeading(/From the tailors of Lagos/)).toBeTruthy();
    expect(screen.getByText('Delivery in 3-5 working days')).toBeTruthy();
    expect(screen.getByText('Free shipping from $120')).toBeTruthy();
    expect(screen.getByText('14-day returns')).toBeTruthy();
  });

  it('shows the 8 newest products in the New in strip, with the way to the shop', async () => {
    const api = serveNewest();
    renderPage(<HomePage />);
    const strip = (await findSectionHeading('New in')).closest('section') as HTMLElement;
    expect(await within(strip).findAllByRole('article')).toHaveLength(8);
    expect(
      within(strip).getByRole('link', { name: 'Shop all new arrivals' }).getAttribute('href'),
    ).toBe('/shop');
    const search = new URL(api.calls[0]?.path ?? '', 'http://localhost').searchParams;
    expect(search.get('limit')).toBe('8');
    expect(search.get('order')).toBe('0');
    // Below the fold: the images load lazily.
    for (const image of within(strip).getAllByRole('img', { name: /New Piece/ })) {
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });

  it('paints the hero with the poster only: no clip where motion cannot be known', async () => {
    serveNewest();
    const { container } = renderPage(<HomePage />);
    await findSectionHeading('New in');
    const video = container.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/media/hero-adire-poster.webp');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.querySelectorAll('source')).toHaveLength(0);
  });
});
