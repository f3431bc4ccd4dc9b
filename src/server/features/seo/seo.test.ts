import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pageMeta } from '../../app';
import { testConfig } from '../../test/test-config';
import { createTestApp, type TestApp } from '../../test/test-app';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Eko Thread | Traditional and tailored menswear</title>
    <meta name="description" content="The default description." />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let webDir: string;

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'store-web-'));
  await writeFile(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({
    webDir,
    config: { heroVideoUrl: '/media/custom.mp4', supportPhone: '+1 415 555 0100' },
  });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('pages served with their own head', () => {
  it('a product page: title, description, Open Graph, canonical and Product JSON-LD', async () => {
    const brand = await t.factories.brand({ name: 'Agbada', slug: 'agbada' });
    const product = await t.factories.product({
      name: 'Indigo <Adire> Agbada',
      slug: 'indigo-adire-agbada',
      brand,
      price: 349.5,
      inventory: 0,
      imageKey: 'abc123',
    });
    const member = await t.factories.member();
    await t.factories.review(product, member, { rating: 4 });

    const res = await t.get('/product/indigo-adire-agbada');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body as string;
    expect(html).toContain('<title>Indigo &lt;Adire&gt; Agbada | Eko Thread</title>');
    expect(html).toContain('<meta name="description" content="A test product." />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://store.test/uploads/images/abc123-1200.webp" />',
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://store.test/product/indigo-adire-agbada" />',
    );
    expect(html).not.toContain('<Adire>');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Indigo <Adire> Agbada',
      sku: product.sku,
      brand: { name: 'Agbada' },
      offers: {
        price: '349.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/OutOfStock',
      },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect(html).toContain('<meta name="store:hero-video" content="/media/custom.mp4" />');
    // The disabled-merchant screen's number, from the configuration.
    expect(html).toContain('<meta name="store:support-phone" content="+1 415 555 0100" />');
    // No social sign-in configured here: the login page draws no Google or Facebook button.
    expect(html).toContain('<meta name="store:sign-in-with" content="" />');
  });

  it('lists in every head the social sign-ins configured, and only those', () => {
    const client = {
      clientId: 'id',
      clientSecret: 'secret',
      authorizeUrl: '',
      tokenUrl: '',
      userInfoUrl: '',
    };
    const signInsOf = (oauth: ReturnType<typeof testConfig>['oauth']) =>
      pageMeta(testConfig({ oauth }))['store:sign-in-with'];
    expect(signInsOf({ google: undefined, facebook: undefined })).toBe('');
    expect(signInsOf({ google: client, facebook: undefined })).toBe('google');
    expect(signInsOf({ google: undefined, facebook: client })).toBe('facebook');
    expect(signInsOf({ google: client, facebook: client })).toBe('google facebook');
  });

  it('brand and category pages carry their names; unknown slugs answer 404 with noindex', async () => {
    const brand = await t.factories.brand({ name: 'Suit', slug: 'suit' });
    const p = await t.factories.product({ brand });
    await t.factories.category({ name: 'Wedding & Occasion', slug: 'wedding', products: [p] });

    const brandPage = await t.get('/shop/brand/suit');
    expect(brandPage.status).toBe(200);
    expect(brandPage.body).toContain('<title>Suit | Eko Thread</title>');
    const categoryPage = await t.get('/shop/category/wedding');
    expect(categoryPage.body).toContain('<title>Wedding &amp; Occasion | Eko Thread</title>');

    for (const url of [
      '/product/no-such-thing',
      '/shop/brand/nope',
      '/shop/category/nope',
      '/no/such/page',
    ]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it("a name with $&, $` or $' is written as typed, into one head", async () => {
    const name = "Agbada $` $' $& $$ $1";
    await t.factories.product({
      name,
      slug: 'dollar-agbada',
      description: "Costs $' less than $` thought $&.",
    });

    const html = (await t.get('/product/dollar-agbada')).body as string;
    const count = (tag: string) => html.split(tag).length - 1;
    expect(count('<title>')).toBe(1);
    expect(count('<head>')).toBe(1);
    expect(count('<script')).toBe(2); // the bundle and the JSON-LD
    expect(count('<div id="root">')).toBe(1);
    expect(html).toContain("<title>Agbada $` $' $&amp; $$ $1 | Eko Thread</title>");
    expect(html).toContain(
      `<meta name="description" content="Costs $' less than $\` thought $&amp;." />`,
    );
    expect(jsonLdOf(html)).toMatchObject({ name });
  });

  it('a path of thousands of slashes is answered at once', async () => {
    // Through inject, longer than the 16 KB a real request line may hold: the old trailing
    // slash regex took seconds here (0.4 s at 16 KB), the scan takes milliseconds.
    const started = performance.now();
    const res = await t.get(`/${'/'.repeat(64 * 1024)}x`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(404);
  });

  it('a hidden product is not found', async () => {
    await t.factories.product({ name: 'Secret Agbada', slug: 'hidden-one', isActive: false });
    const res = await t.get('/product/hidden-one');
    expect(res.status).toBe(404);
    // The page of a product that does not exist: nothing of the hidden one reaches the head.
    expect(res.body).toBe((await t.get('/product/no-such-thing')).body);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).not.toContain('Secret Agbada');
  });

  it('known pages answer 200, private ones are not indexed, the API still answers JSON 404', async () => {
    expect((await t.get('/faq')).body).toContain(
      '<title>Frequently Asked Questions | Eko Thread</title>',
    );
    const dashboard = await t.get('/dashboard/address');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain('noindex');
    const api = await t.get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 'No API route found', code: 'NOT_FOUND' });
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists active products, brands and categories only', async () => {
    const brand = await t.factories.brand({ slug: 'native' });
    const hiddenBrand = await t.factories.brand({ slug: 'gone-brand', isActive: false });
    await t.factories.product({ slug: 'kaftan-one', brand });
    await t.factories.product({ slug: 'kaftan-hidden', brand, isActive: false });
    await t.factories.product({ slug: 'of-hidden-brand', brand: hiddenBrand });
    await t.factories.category({ slug: 'everyday' });
    await t.factories.category({ slug: 'old-category', isActive: false });

    const res = await t.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.raw.body;
    expect(xml).toContain('<loc>http://store.test/product/kaftan-one</loc>');
    expect(xml).toContain('<loc>http://store.test/shop/brand/native</loc>');
    expect(xml).toContain('<loc>http://store.test/shop/category/everyday</loc>');
    expect(xml).not.toContain('kaftan-hidden');
    expect(xml).not.toContain('of-hidden-brand');
    expect(xml).not.toContain('gone-brand');
    expect(xml).not.toContain('old-category');
  });

  it('/robots.txt allows the shop, keeps private areas out and names the sitemap', async () => {
    const res = await t.get('/robots.txt');
    expect(res.status).toBe(200);
    const disallowed = res.raw.body
      .split('\n')
      .filter((line: string) => line.startsWith('Disallow: '))
      .map((line: string) => line.slice('Disallow: '.length));
    // The API, the private areas and the noindex pages of the site table, nothing else.
    expect(disallowed).toEqual(
      expect.arrayContaining([
        '/api/',
        '/dashboard',
        '/order/',
        '/reset-password/',
        '/merchant-signup/',
        '/login',
        '/register',
        '/forgot-password',
        '/auth/success',
        '/support',
      ]),
    );
    for (const open of ['/', '/shop', '/brands', '/product/', '/sell', '/contact']) {
      expect(disallowed, open).not.toContain(open);
    }
    // Paths, never route patterns.
    expect(disallowed.filter((path: string) => path.includes(':'))).toEqual([]);
    expect(res.raw.body).toContain('Sitemap: http://store.test/sitemap.xml');
  });
});
