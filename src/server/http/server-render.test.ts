// The storefront drawn by the server (decision 0023): for each storefront route, the status,
// the title and the page's content in the HTML a crawler (or a shopper without JavaScript) gets,
// with the real renderer (src/web/entry-server.tsx) and the real API behind it.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { products } from '../features/product/product.table';
import { sizeGuides } from '../features/size-guide/size-guide.table';
import { PAGE_TEMPLATE, pageWeb } from '../test/page-web';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let web: Awaited<ReturnType<typeof pageWeb>>;

/** What is inside #root, and the page's hydration state. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="eko-page-state">');
  return start < 0 ? '' : html.slice(start, end < 0 ? undefined : end);
}

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

beforeAll(async () => {
  web = await pageWeb();
  t = await createTestApp({
    webDir: web.webDir,
    renderer: web.renderer,
    config: { catalogCacheSeconds: 60 },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe('the storefront drawn on the server', () => {
  it('a product page holds its name, price, description and reviews summary', async () => {
    const brand = await t.factories.brand({ name: 'Agbada', slug: 'agbada' });
    const product = await t.factories.product({
      name: 'Indigo Adire Agbada',
      slug: 'indigo-adire-agbada',
      brand,
      price: 349.5,
      description: 'Hand-dyed indigo adire, cut long.\n\nLined in cotton.',
    });
    await t.factories.review(product, await t.factories.member(), { rating: 4 });
    await t.factories.review(product, await t.factories.member(), { rating: 5 });
    // Both said it fits true to size; the brand has a size guide (decision 0041).
    await t.db.update(products).set({ fitTrue: 2 }).where(eq(products.id, product.id));
    await t.db.insert(sizeGuides).values({
      brandId: brand.id,
      rows: [
        {
          size: 'M',
          chest: 101,
          waist: null,
          hips: null,
          shoulder: null,
          sleeve: null,
          length: 150,
          height: null,
        },
      ],
      howToMeasure: 'Measure the agbada from the shoulder.',
    });

    const res = await t.get('/product/indigo-adire-agbada');
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(titleOf(html)).toBe('Indigo Adire Agbada | Eko Thread');
    const root = rootOf(html);
    expect(root).toContain('<h1');
    expect(root).toContain('Indigo Adire Agbada</h1>');
    expect(root).toContain('$349.50');
    expect(root).toContain('Hand-dyed indigo adire, cut long.');
    expect(root).toContain('Lined in cotton.');
    expect(root).toContain('aria-label="Rated 5 out of 5"');
    expect(root).toContain('2<!-- --> <!-- -->reviews');
    // The hydration state carries the product, so the browser does not ask again.
    expect(html).toContain('"queryKey":["product","item","indigo-adire-agbada"]');
    // ...with the size guide of its brand, for the Size & Fit tab; the fit line is drawn.
    expect(html).toContain('"howToMeasure":"Measure the agbada from the shoulder."');
    expect(root).toContain('Most buyers say: true to size (2 reviews)');
    // Its image is preloaded, with the sizes it is drawn at.
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image"/);
  });

  it('the shop holds the ten products of its first page, by name', async () => {
    const brand = await t.factories.brand({ name: 'Suit', slug: 'suit' });
    const names: string[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const name = `Shop Suit ${String(index).padStart(2, '0')}`;
      names.push(name);
      await t.factories.product({ name, brand });
    }
    const res = await t.get('/shop');
    expect(res.status).toBe(200);
    const root = rootOf(res.body as string);
    // Newest first: the last twelve made, the ten newest on page 1.
    for (const name of names.slice(2)) expect(root).toContain(name);
    expect(root).not.toContain('Shop Suit 01');
    expect(root).not.toContain('Shop Suit 02');
    // Page 2 is a page of its own.
    const second = rootOf((await t.get('/shop?page=2')).body as string);
    expect(second).toContain('Shop Suit 02');
  });

  it('a brand and a category list, the brands page', async () => {
    const brand = await t.factories.brand({ name: 'Native', slug: 'native' });
    const product = await t.factories.product({ name: 'Ivory Senator Kaftan', brand });
    await t.factories.category({
      name: 'Office Formal',
      slug: 'office-formal',
      products: [product],
    });

    const byBrand = await t.get('/shop/brand/native');
    expect(byBrand.status).toBe(200);
    expect(titleOf(byBrand.body as string)).toBe('Native | Eko Thread');
    expect(rootOf(byBrand.body as string)).toContain('Ivory Senator Kaftan');

    const byCategory = await t.get('/shop/category/office-formal');
    expect(byCategory.status).toBe(200);
    expect(titleOf(byCategory.body as string)).toBe('Office Formal | Eko Thread');
    const categoryRoot = rootOf(byCategory.body as string);
    expect(categoryRoot).toContain('Office Formal');
    expect(categoryRoot).toContain('Ivory Senator Kaftan');

    const brandsPage = await t.get('/brands');
    expect(brandsPage.status).toBe(200);
    expect(titleOf(brandsPage.body as string)).toBe('Brands | Eko Thread');
    expect(rootOf(brandsPage.body as string)).toContain('href="/shop/brand/native"');
  });

  it('the home page', async () => {
    const res = await t.get('/');
    expect(res.status).toBe(200);
    expect(titleOf(res.body as string)).toBe('Eko Thread | Traditional and tailored menswear');
    expect(rootOf(res.body as string)).toContain('Lagos tailoring,');
  });

  it.each([
    ['/about', 'About | Eko Thread', 'About'],
    ['/faq', 'Frequently Asked Questions | Eko Thread', 'Frequently Asked Questions'],
    ['/payment', 'Payment Options | Eko Thread', 'Payment'],
    ['/return', 'Return &amp; Exchanges | Eko Thread', 'Return'],
    ['/shipping', 'Shipping | Eko Thread', 'Shipping'],
    ['/legal', 'Privacy Policy | Eko Thread', 'Privacy'],
    ['/contact', 'Contact Us | Eko Thread', 'Contact'],
    ['/sell', 'Sell With Us | Eko Thread', 'Sell'],
    ['/track-orders', 'Track Orders | Eko Thread', 'Track'],
  ])('the content page %s', async (url, title, text) => {
    const res = await t.get(url);
    expect(res.status).toBe(200);
    expect(titleOf(res.body as string)).toBe(title);
    const root = rootOf(res.body as string);
    expect(root).toContain('<h1');
    expect(root).toContain(text);
  });

  it('an unknown product, path or shop list is a real 404 with its page', async () => {
    const product = await t.get('/product/no-such-garment');
    expect(product.status).toBe(404);
    expect(rootOf(product.body as string)).toContain('No product found.');

    const page = await t.get('/no-such-page');
    expect(page.status).toBe(404);
    expect(rootOf(page.body as string)).toContain('The page you are looking for was not found.');

    const list = await t.get('/shop/no-such-list');
    expect(list.status).toBe(404);
    expect(rootOf(list.body as string)).toContain('<h1');
  });

  it('account, dashboard and checkout pages are left to the browser', async () => {
    for (const url of ['/login', '/register', '/dashboard', '/dashboard/orders', '/support']) {
      const res = await t.get(url);
      expect(res.status, url).toBe(200);
      expect(res.body as string, url).toContain('<div id="root"></div>');
      expect(res.body as string, url).not.toContain('eko-page-state');
    }
  });

  it('a page is kept briefly and drawn again after a catalog change', async () => {
    const brand = await t.factories.brand({ name: 'Ready', slug: 'ready' });
    const product = await t.factories.product({
      name: 'Saffron Buba',
      slug: 'saffron-buba',
      brand,
    });
    const first = await t.get('/product/saffron-buba');
    expect(rootOf(first.body as string)).toContain('Saffron Buba');

    // Written behind the services' back: the cached page is what is served.
    await t.db.execute(sql`update products set name = 'Saffron Buba Set' where id = ${product.id}`);
    const cached = await t.get('/product/saffron-buba');
    expect(rootOf(cached.body as string)).not.toContain('Saffron Buba Set');

    // A catalog change (announced as every catalog write announces it) clears it at once.
    t.services.catalogChanged.announce();
    const fresh = await t.get('/product/saffron-buba');
    expect(rootOf(fresh.body as string)).toContain('Saffron Buba Set');
  });

  it('draws a page once for the parameters it reads, whatever else the URL carries', async () => {
    const before = t.services.pageCache.size;
    const plain = await t.get('/shop?order=1');
    const tagged = await t.get('/shop?utm_source=mail&order=1&fbclid=abc');
    expect(tagged.status).toBe(200);
    expect(rootOf(tagged.body as string)).toBe(rootOf(plain.body as string));
    expect(t.services.pageCache.size).toBe(before + 1);
  });

  it('writes the stylesheet into the page', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-web-css-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets', 'index-abc.css'), 'body{color:#1c1917}');
    await writeFile(
      path.join(dir, 'index.html'),
      PAGE_TEMPLATE.replace(
        '</head>',
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">\n  </head>',
      ),
    );
    const styled = await createTestApp({ webDir: dir });
    try {
      const html = (await styled.get('/faq')).body as string;
      expect(html).toContain('<style>body{color:#1c1917}</style>');
      expect(html).not.toContain('rel="stylesheet"');
      // The file is still there for anything that asks for it.
      expect((await styled.get('/assets/index-abc.css')).status).toBe(200);
    } finally {
      await styled.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const res = await t.request('GET', '/faq', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
