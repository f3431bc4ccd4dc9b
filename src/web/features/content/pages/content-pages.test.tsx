import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderPage } from '../../../test/render';
import { AboutPage } from './about-page';
import { FaqPage } from './faq-page';
import { LegalPage } from './legal-page';
import { PaymentPage } from './payment-page';
import { ReturnPage } from './return-page';
import { ShippingPage } from './shipping-page';
import { TrackOrdersPage } from './track-orders-page';

function hrefs(): string[] {
  return screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}

const PAGES: Array<{ name: string; path: string; element: ReactNode; heading: string }> = [
  { name: 'FaqPage', path: '/faq', element: <FaqPage />, heading: 'Frequently Asked Questions' },
  { name: 'PaymentPage', path: '/payment', element: <PaymentPage />, heading: 'Payment Options' },
  { name: 'ReturnPage', path: '/return', element: <ReturnPage />, heading: 'Return & Exchanges' },
  { name: 'AboutPage', path: '/about', element: <AboutPage />, heading: 'About Eko Thread' },
  { name: 'ShippingPage', path: '/shipping', element: <ShippingPage />, heading: 'Shipping' },
  { name: 'LegalPage', path: '/legal', element: <LegalPage />, heading: 'Privacy Policy' },
  {
    name: 'TrackOrdersPage',
    path: '/track-orders',
    element: <TrackOrdersPage />,
    heading: 'Track Orders',
  },
];

describe('content pages', () => {
  it.each(PAGES)('$name shows its one h1', ({ path, element, heading }) => {
    renderPage(element, { path });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe(heading);
  });
});

describe('FaqPage', () => {
  it('gives the delivery time of 3-5 working days and links to the contact page', () => {
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getByText(/Delivery takes 3-5 working days/)).toBeTruthy();
    expect(hrefs()).toContain('/contact');
  });

  it('covers the brand, sizing and fit, and contact, with the size chart in inches and cm', () => {
    renderPage(<FaqPage />, { path: '/faq' });
    for (const title of ['About Eko Thread', 'Sizing and fit', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    const chart = screen.getByRole('table', { name: /size chart/i });
    const rows = within(chart)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['S', 'M', 'MT', 'L', 'XL', 'XXL']);
    const medium = within(chart).getAllByRole('row')[2]!;
    expect(medium.textContent).toContain('38–40 in');
    expect(medium.textContent).toContain('97–102 cm');
  });

  it('opens the question a hash link points to', () => {
    renderPage(<FaqPage />, { path: '/faq', at: '/faq#medium-tall' });
    const item = document.getElementById('medium-tall');
    expect(item).toBeInstanceOf(HTMLDetailsElement);
    expect((item as HTMLDetailsElement).open).toBe(true);
  });
});

describe('ReturnPage', () => {
  const scrollIntoView = vi.fn();
  afterEach(() => {
    scrollIntoView.mockReset();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('has the Maintenance and Repairs section', () => {
    renderPage(<ReturnPage />, { path: '/return' });
    const section = document.getElementById('maintenance-and-repairs');
    expect(section).not.toBeNull();
    expect(
      within(section!).getByRole('heading', { level: 2, name: 'Maintenance and Repairs' }),
    ).toBeTruthy();
    expect(within(section!).getByText(/within 90 days/i)).toBeTruthy();
  });

  it('scrolls to and focuses Maintenance and Repairs when the footer link opens the page', () => {
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage(<ReturnPage />, { path: '/return', at: '/return#maintenance-and-repairs' });
    const section = document.getElementById('maintenance-and-repairs');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(document.activeElement).toBe(section);
  });

  it('explains how to start a return through the contact page', () => {
    renderPage(<ReturnPage />, { path: '/return' });
    expect(screen.getByText('How do I start a return?')).toBeTruthy();
    expect(hrefs()).toContain('/contact');
  });
});

describe('LegalPage', () => {
  it('is a privacy policy with a table of contents of in-page links', () => {
    renderPage(<LegalPage />, { path: '/legal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText('22 November 2026')).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = link.getAttribute('href')!.split('#')[1]!;
      expect(document.getElementById(id)).not.toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: /Your rights/ })).toBeTruthy();
    expect(hrefs()).toContain('/unsubscribe');
  });

  it('names the local storage keys for the sign-in token and the bag', () => {
    renderPage(<LegalPage />, { path: '/legal' });
    expect(screen.getByText('token')).toBeTruthy();
    expect(screen.getByText('cart_items')).toBeTruthy();
  });
});

describe('AboutPage', () => {
  it('links to the four lines', () => {
    renderPage(<AboutPage />, { path: '/about' });
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        '/shop/brand/agbada',
        '/shop/brand/suit',
        '/shop/brand/native',
        '/shop/brand/ready-to-wear',
      ]),
    );
  });
});

describe('ShippingPage', () => {
  it('states the delivery time and the free shipping threshold', () => {
    renderPage(<ShippingPage />, { path: '/shipping' });
    expect(screen.getAllByText(/3-5 working days/).length).toBeGreaterThan(0);
    expect(screen.getByText(/free on every order of \$120 or more/)).toBeTruthy();
  });
});
