// Images for clients on another origin (decision 0030): with CORS_ORIGINS set, the images answer
// `Cross-Origin-Resource-Policy: cross-origin` and product reads give absolute image URLs from
// PUBLIC_URL, in the API, its cached answers and the pages the server draws; without it, nothing
// changes (same-origin images, paths).

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagePath } from '#shared/product/images';
import type { ProductDto, ProductSuggestion } from '#shared/product/product.schemas';

import { pageWeb } from '../test/page-web';
import { createTestApp, type TestApp } from '../test/test-app';

const SHOP = 'https://shop.example.com';
const PUBLIC_URL = 'https://api.example.com';
interface Store {
  t: TestApp;
  key: string;
  web: Awaited<ReturnType<typeof pageWeb>>;
}

async function storeWith(corsOrigins: string[]): Promise<Store> {
  const web = await pageWeb();
  const t = await createTestApp({
    webDir: web.webDir,
    renderer: web.renderer,
    // The catalog cache on, as in production: its answers must carry the same URLs.
    config: { corsOrigins, publicUrl: PUBLIC_URL, catalogCacheSeconds: 60 },
  });
  const jpeg = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: '#123456' },
  })
    .jpeg()
    .toBuffer();
  const key = await t.services.images.save(jpeg);
  const brand = await t.factories.brand({ name: 'Agbada', slug: 'agbada' });
  await t.factories.product({
    name: 'Indigo Adire Agbada',
    slug: 'indigo-adire-agbada',
    brand,
    imageKey: key,
    image2Key: key,
  });
  return { t, key, web };
}

async function close(store: Store | undefined) {
  await store?.t.close();
  await store?.web.remove();
}

/** Every image URL of the product in the list, item, search and brand reads (each read twice: the second from the cache). */
async function productReadUrls(t: TestApp): Promise<string[]> {
  const urls: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    const list = await t.request<{ products: ProductDto[] }>('GET', '/api/product/list', {
      headers: { origin: SHOP },
    });
    const item = await t.get<{ product: ProductDto }>('/api/product/item/indigo-adire-agbada');
    const search = await t.get<{ products: ProductSuggestion[] }>(
      '/api/product/list/search/indigo',
    );
    const brand = await t.get<{ products: ProductDto[] }>('/api/product/list/brand/agbada');
    for (const res of [list, item, search, brand]) expect(res.status).toBe(200);
    const listed = list.body.products[0]!;
    urls.push(listed.imageUrl!, listed.img!, listed.imgs!);
    urls.push(item.body.product.imageUrl!, item.body.product.imgs!);
    urls.push(search.body.products[0]!.imageUrl!);
    urls.push(brand.body.products[0]!.imageUrl!);
  }
  return urls;
}

describe('images with CORS_ORIGINS set', () => {
  let store: Store;
  beforeAll(async () => {
    store = await storeWith([SHOP]);
  }, 60_000);
  afterAll(() => close(store));

  it('answer with Cross-Origin-Resource-Policy: cross-origin, on 200 and 304', async () => {
    const { t, key } = store;
    const res = await t.request('GET', imagePath(key, 400), { headers: { origin: SHOP } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await t.request('GET', imagePath(key, 400), {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The API's answers stay same-origin: only the pictures are opened.
    const api = await t.request('GET', '/api/product/list', { headers: { origin: SHOP } });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('product reads give absolute image URLs from PUBLIC_URL, fresh and cached, that serve the image', async () => {
    const { t, key } = store;
    const urls = await productReadUrls(t);
    expect(new Set(urls)).toEqual(new Set([`${PUBLIC_URL}${imagePath(key)}`]));
    // The URL's path is the image this store serves.
    const served = await t.get(new URL(urls[0]!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('the product page the server draws shows the same absolute URL, and og:image is not doubled', async () => {
    const { t, key } = store;
    const res = await t.get('/product/indigo-adire-agbada');
    expect(res.status).toBe(200);
    const html = res.body as string;
    const absolute = `${PUBLIC_URL}${imagePath(key)}`;
    expect(html).toContain(`<meta property="og:image" content="${absolute}" />`);
    expect(html).toContain(`src="${absolute}"`);
    expect(html).not.toContain(`${PUBLIC_URL}${PUBLIC_URL}`);
    expect(html).not.toContain(`src="${imagePath(key)}"`);
  });
});

describe('images without CORS_ORIGINS (the default)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await storeWith([]);
  }, 60_000);
  afterAll(() => close(store));

  it('keep helmet’s same-origin resource policy', async () => {
    const { t, key } = store;
    const res = await t.get(imagePath(key, 400));
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('product reads and the drawn page give paths on the store’s own origin', async () => {
    const { t, key } = store;
    const urls = await productReadUrls(t);
    expect(new Set(urls)).toEqual(new Set([imagePath(key)]));
    const html = (await t.get('/product/indigo-adire-agbada')).body as string;
    expect(html).toContain(`src="${imagePath(key)}"`);
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}${imagePath(key)}" />`);
  });
});
