import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '../../../test/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('opens with one h1 in the hero', () => {
    renderPage(<HomePage />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('Lagos tailoring, worn with pride.');
  });

  it('links to the four brands as tiles', () => {
    renderPage(<HomePage />);
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

  it('tells the story and reassures on delivery, shipping and returns', () => {
    renderPage(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 2, name: /From the tailors of Lagos/ }),
    ).toBeTruthy();
    expect(screen.getByText('Delivery in 3-5 working days')).toBeTruthy();
    expect(screen.getByText('Free shipping from $120')).toBeTruthy();
    expect(screen.getByText('14-day returns')).toBeTruthy();
  });

  it('loads nothing from the network', () => {
    const { container } = renderPage(<HomePage />);
    expect(container.querySelectorAll('img, video, iframe, link')).toHaveLength(0);
  });
});
