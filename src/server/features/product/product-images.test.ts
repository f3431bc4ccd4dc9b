import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuditEntryDto, AuditListResponse } from '#shared/audit/audit.schemas';
import { imagePath } from '#shared/product/images';
import { PRODUCT_IMAGE_MAX_BYTES } from '#shared/product/product-admin.schemas';
import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { imageVariants } from '../../storage/image-variant.table';
import { expectError, expectValidation } from '../../test/assertions';
import type { TestUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BrandRow } from '../brand/brand.table';
import { products, type ProductRow } from './product.table';

/*
 * PUT /api/product/{id}/images: a product's pictures changed after it exists (an imported
 * product gets its first one here).
 */

let t: TestApp;
let png: Buffer;
let jpeg: Buffer;
let admin: TestUser;
let merchant: TestUser;
let brand: BrandRow;
let otherMerchant: TestUser;
let otherBrand: BrandRow;

beforeAll(async () => {
  // The shop's answers are cached: a change that forgot to clear the cache shows below.
  t = await createTestApp({ config: { catalogCacheSeconds: 600 } });
  png = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#1d3557' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#a8552e' } })
    .jpeg()
    .toBuffer();
  admin = await t.factories.admin();
  merchant = await t.factories.merchant();
  brand = await t.factories.brand({ merchant });
  otherMerchant = await t.factories.merchant();
  otherBrand = await t.factories.brand({ merchant: otherMerchant });
});
afterAll(async () => {
  await t.close();
});

type Part = { data: Buffer | string; name: string; type?: string };

function form(files: Partial<Record<string, Part>>, remove: string[] = []): FormData {
  const data = new FormData();
  for (const [field, file] of Object.entries(files)) {
    if (!file) continue;
    data.append(field, new Blob([file.data], { type: file.type ?? 'image/png' }), file.name);
  }
  for (const slot of remove) data.append('remove', slot);
  return data;
}

const put = (id: string, body: FormData, token?: string) =>
  t.request('PUT', `/api/product/${id}/images`, { token, body, remoteAddress: '203.0.113.9' });

const PNG = (): Part => ({ data: png, name: 'front.png' });
const JPEG = (): Part => ({ data: jpeg, name: 'back.jpg', type: 'image/jpeg' });

async function row(id: string): Promise<ProductRow> {
  const [found] = await t.db.select().from(products).where(eq(products.id, id));
  if (!found) throw new Error(`No product ${id}`);
  return found;
}

/** The stored variants, named as they are served: `<key>-<width>.webp`. */
async function storedImages(): Promise<string[]> {
  const rows = await t.db
    .select({ key: imageVariants.key, width: imageVariants.width })
    .from(imageVariants);
  return rows.map((r) => `${r.key}-${r.width}.webp`).sort();
}

async function served(url: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url })).statusCode;
}

async function auditOf(productId: string): Promise<AuditEntryDto[]> {
  const res = await t.get<AuditListResponse>(`/api/audit?subject=${productId}`, admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.entries;
}

/** A product of the merchant's brand with a real main picture (through the route itself). */
async function pictured(owner: BrandRow = brand): Promise<ProductRow> {
  const product = await t.factories.product({ brand: owner });
  const res = await put(product.id, form({ image: PNG() }), admin.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return row(product.id);
}

/** What a refused call must leave: the row, the stored files and the audit log as they were. */
async function unchanged(product: ProductRow) {
  const before = { files: await storedImages(), audit: (await auditOf(product.id)).length };
  return async () => {
    expect(await row(product.id)).toEqual(product);
    expect(await storedImages()).toEqual(before.files);
    expect(await auditOf(product.id)).toHaveLength(before.audit);
  };
}

describe('PUT /api/product/:id/images', () => {
  it('gives an imported product (no picture) its main picture, served and shown in the shop', async () => {
    const product = await t.factories.product({ brand });
    // Fill the shop's cache with the picture-less answer first.
    const shop = await t.get(`/api/product/item/${product.slug}`);
    expect(shop.body.product.imageUrl).toBeNull();

    const res = await put(product.id, form({ image: PNG() }), merchant.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body)).toEqual(['success', 'message', 'product']);
    expect(res.body).toMatchObject({ success: true, message: M.imagesUpdated });
    const stored = await row(product.id);
    expect(stored.imageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body.product).toMatchObject({
      _id: product.id,
      imageUrl: imagePath(stored.imageKey!),
      imgs: null,
      imgss: null,
      brand: { _id: brand.id },
    });
    expect(await served(res.body.product.imageUrl)).toBe(200);
    const after = await t.get(`/api/product/item/${product.slug}`);
    expect(after.body.product.imageUrl).toBe(imagePath(stored.imageKey!));
  });

  it('replaces the main picture: the new one is served, the old one is gone', async () => {
    const product = await pictured();
    const oldUrl = imagePath(product.imageKey!);
    expect(await served(oldUrl)).toBe(200);

    const res = await put(product.id, form({ image: JPEG() }), admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await row(product.id);
    expect(stored.imageKey).not.toBe(product.imageKey);
    expect(res.body.product.imageUrl).toBe(imagePath(stored.imageKey!));
    expect(await served(res.body.product.imageUrl)).toBe(200);
    expect(await served(oldUrl)).toBe(404);
    const files = await storedImages();
    expect(files.filter((file) => file.startsWith(product.imageKey!))).toEqual([]);
  });

  it('adds the 2nd picture, then removes it, keeping the main one', async () => {
    const product = await pictured();
    const added = await put(product.id, form({ image2: JPEG() }), merchant.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const withSecond = await row(product.id);
    expect(withSecond.imageKey).toBe(product.imageKey);
    expect(withSecond.image2Key).toMatch(/^[0-9a-f]{32}$/);
    expect(added.body.product.imgs).toBe(imagePath(withSecond.image2Key!));
    expect(await served(added.body.product.imgs)).toBe(200);

    const removed = await put(product.id, form({}, ['image2']), merchant.token);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.product).toMatchObject({
      imageUrl: imagePath(product.imageKey!),
      imgs: null,
    });
    const now = await row(product.id);
    expect([now.imageKey, now.image2Key]).toEqual([product.imageKey, null]);
    expect(await served(imagePath(withSecond.image2Key!))).toBe(404);
    expect(await served(imagePath(product.imageKey!))).toBe(200);
  });

  it('records one product.update entry per change, with the slots before and after', async () => {
    const product = await t.factories.product({ brand });
    expect((await put(product.id, form({ image: PNG() }), merchant.token)).status).toBe(200);
    const first = await row(product.id);
    expect((await put(product.id, form({ image3: JPEG() }), merchant.token)).status).toBe(200);
    const second = await row(product.id);

    const entries = await auditOf(product.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['product.update', 'product.update']);
    const [latest, earliest] = entries;
    expect(earliest).toMatchObject({
      actorId: merchant.user.id,
      actorRole: 'ROLE MERCHANT',
      brandId: brand.id,
      address: '203.0.113.9',
      subjectLabel: product.name,
      before: { images: { image: null, image2: null, image3: null } },
      after: { images: { image: first.imageKey, image2: null, image3: null } },
    });
    expect(latest).toMatchObject({
      before: { images: { image: first.imageKey, image2: null, image3: null } },
      after: { images: { image: first.imageKey, image2: null, image3: second.image3Key } },
    });
    // The merchant reads its own brand's entries too.
    const own = await t.get<AuditListResponse>(`/api/audit?subject=${product.id}`, merchant.token);
    expect(own.body.entries).toHaveLength(2);
  });

  it('refuses a text file named .png with the spec message, changing nothing', async () => {
    const product = await pictured();
    const check = await unchanged(product);
    const res = await put(
      product.id,
      form({ image: { data: 'not a picture at all', name: 'photo.png' }, image2: JPEG() }),
      merchant.token,
    );
    expectValidation(res, 'image', M.imageType);
    await check();
  });

  it('refuses a GIF as the 3rd picture, removing the good one already stored', async () => {
    const product = await pictured();
    const check = await unchanged(product);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await put(
      product.id,
      form({ image2: JPEG(), image3: { data: gif, name: 'a.gif', type: 'image/gif' } }),
      admin.token,
    );
    expectValidation(res, 'image3', M.imageType);
    await check();
  });

  it('refuses a picture over 10 MB, changing nothing', async () => {
    const product = await pictured();
    const check = await unchanged(product);
    const big = Buffer.concat([png, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES + 1 - png.length)]);
    const res = await put(
      product.id,
      form({ image2: { data: big, name: 'big.png' } }),
      admin.token,
    );
    expectValidation(res, 'image2', M.imageTooLarge);
    await check();
  });

  it('refuses a fourth file', async () => {
    const product = await pictured();
    const check = await unchanged(product);
    const data = form({ image: PNG(), image2: JPEG(), image3: JPEG() });
    data.append('image', new Blob([png], { type: 'image/png' }), 'again.png');
    const res = await put(product.id, data, admin.token);
    expectError(res, 400, 'VALIDATION_FAILED', M.tooManyImages);
    await check();
  });

  it.each([
    ['removing the main picture', () => form({}, ['image']), 'remove', M.imageMainNotRemovable],
    ['an unknown slot', () => form({}, ['image4']), 'remove', M.imageRemoveInvalid],
    ['nothing at all', () => form({}), 'image', M.imagesNothingToChange],
    [
      'a new 2nd picture and its removal at once',
      () => form({ image2: JPEG() }, ['image2']),
      'image2',
      M.imageReplaceAndRemove,
    ],
  ])('refuses %s with a message, changing nothing', async (_what, body, path, message) => {
    const product = await pictured();
    const check = await unchanged(product);
    expectValidation(await put(product.id, body(), merchant.token), path, message);
    await check();
  });

  it('asks for the main picture before a gallery one on a product without pictures', async () => {
    const product = await t.factories.product({ brand });
    const check = await unchanged(product);
    expectValidation(
      await put(product.id, form({ image2: JPEG() }), merchant.token),
      'image',
      M.imageMainFirst,
    );
    await check();
  });

  it("answers a merchant 404 for another brand's product and changes nothing", async () => {
    const theirs = await pictured(otherBrand);
    const check = await unchanged(theirs);
    for (const id of [theirs.id, uuidv7(), 'x']) {
      const res = await put(id, form({ image: JPEG() }, ['image2']), merchant.token);
      expectError(res, 404, 'NOT_FOUND', M.notFound);
    }
    await check();
  });

  it('answers a member 403 and a guest 401, changing nothing', async () => {
    const member = await t.factories.member();
    const product = await pictured();
    const check = await unchanged(product);
    expectError(
      await put(product.id, form({ image: JPEG() }), member.token),
      403,
      'FORBIDDEN',
      'You are not allowed to make this request.',
    );
    expectError(await put(product.id, form({ image: JPEG() })), 401, 'UNAUTHENTICATED');
    await check();
  });

  it('keeps a picture another product still shows when it is replaced', async () => {
    const product = await pictured();
    await t.factories.product({ brand, imageKey: product.imageKey });
    expect((await put(product.id, form({ image: JPEG() }), admin.token)).status).toBe(200);
    expect(await served(imagePath(product.imageKey!))).toBe(200);
  });
});
