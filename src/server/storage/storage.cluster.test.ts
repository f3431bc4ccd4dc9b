import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMAGE_WIDTHS, imagePath } from '#shared/product/images';

import type { Database } from '../db/client';
import { startChatServer, type ChatServerUnderTest } from '../test/chat-helpers';
import { createTestDatabase } from '../test/test-db';

// Two copies of the store on one database (DESIGN §8), each with its own DATA_DIR, as two
// machines behind one address would be: a picture uploaded through one is served by the other.
let database: Database;
let serverA: ChatServerUnderTest;
let serverB: ChatServerUnderTest;

beforeAll(async () => {
  database = await createTestDatabase();
  serverA = await startChatServer(database);
  serverB = await startChatServer(database);
});

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  await database?.close();
});

async function get(server: ChatServerUnderTest, url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('two servers, one store of images', () => {
  it('an image uploaded through A (the product add form, as an admin) is served by B, the same bytes', async () => {
    const admin = await serverA.factories.admin();
    const brand = await serverA.factories.brand();
    const png = await sharp({
      create: { width: 480, height: 600, channels: 3, background: '#7a2e1d' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    const sku = `CLUSTER-${Date.now().toString(36)}`;
    for (const [name, value] of Object.entries({
      sku,
      name: `Rust Agbada ${sku}`,
      description: 'Uploaded through one server, seen through the other.',
      quantity: '3',
      price: '120',
      taxable: 'true',
      isActive: 'true',
      brand: brand.id,
    })) {
      form.append(name, value);
    }
    form.append('image', new Blob([png], { type: 'image/png' }), 'agbada.png');

    const added = await fetch(`${serverA.url}/api/product/add`, {
      method: 'POST',
      headers: { authorization: admin.token },
      body: form,
    });
    const body = (await added.json()) as { product: { imageUrl: string } };
    expect(added.status, JSON.stringify(body)).toBe(200);
    const url = body.product.imageUrl;
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}-1200\.webp$/);
    const key = url.slice('/uploads/images/'.length, '/uploads/images/'.length + 32);

    for (const width of IMAGE_WIDTHS) {
      // B first: it never saw the upload, and its memory is empty.
      const onB = await get(serverB, imagePath(key, width));
      expect(onB.res.status, `B ${width}`).toBe(200);
      expect(onB.res.headers.get('content-type')).toBe('image/webp');
      expect(onB.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const onA = await get(serverA, imagePath(key, width));
      expect(onA.res.status, `A ${width}`).toBe(200);
      expect(onB.bytes.equals(onA.bytes), `same bytes at ${width}`).toBe(true);
      expect(onB.res.headers.get('etag')).toBe(onA.res.headers.get('etag'));
      const meta = await sharp(onB.bytes).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', Math.min(width, 480)]);
    }

    // The shop's product page, read through B, points at the picture B serves.
    const slug = `rust-agbada-${sku.toLowerCase()}`;
    const item = await fetch(`${serverB.url}/api/product/item/${slug}`);
    expect(item.status).toBe(200);
    expect(((await item.json()) as { product: { imageUrl: string } }).product.imageUrl).toBe(url);
  });
});
