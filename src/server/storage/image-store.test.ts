import { existsSync } from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { IMAGE_WIDTHS, imagePath, type ImageWidth } from '#shared/product/images';

import type { Database } from '../db/client';
import { AppError } from '../kernel/app-error';
import { expectError } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase } from '../test/test-db';
import {
  createImageStore,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type ImageStore,
} from './image-store';
import { imageVariants } from './image-variant.table';

/** Left half red, right half blue: shows which way an image was turned. */
async function halves(width: number, height: number): Promise<Sharp> {
  const left = {
    create: { width: width / 2, height, channels: 3, background: '#ff0000' },
  } as const;
  const png = await sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return sharp(png);
}

/** The GPSLatitudeRef = "N" entry of an EXIF block: tag 1, ASCII, 2 bytes. */
const GPS_LATITUDE_REF = Buffer.from([1, 0, 2, 0, 2, 0, 0, 0, 0x4e, 0]);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  if (!(error instanceof AppError)) throw new Error('not refused');
  return error;
}

let database: Database;
let store: ImageStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createImageStore({ db: database.db });
});
afterAll(async () => {
  await database.close();
});

/** The bytes of a stored variant, straight from the table (not through the store's cache). */
async function variantBytes(key: string, width: ImageWidth): Promise<Buffer> {
  const variant = await createImageStore({ db: database.db, cacheBytes: 0 }).read(key, width);
  if (!variant) throw new Error(`no variant ${key}-${width}`);
  return variant.data;
}

async function storedRows(): Promise<string[]> {
  const rows = await database.db
    .select({ key: imageVariants.key, width: imageVariants.width })
    .from(imageVariants);
  return rows.map((row) => `${row.key}-${row.width}`).sort();
}

describe('the image store', () => {
  it('stores a JPEG as webp variants 400, 800 and 1200 wide, cut to a 4:5 portrait', async () => {
    const jpeg = await sharp({
      create: { width: 1800, height: 2000, channels: 3, background: '#5a3e2b' },
    })
      .jpeg()
      .toBuffer();
    const key = await store.save(jpeg);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const sizes = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const meta = await sharp(await variantBytes(key, width)).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 400, 500],
      ['webp', 800, 1000],
      ['webp', 1200, 1500],
    ]);
    // Only the three variants are written, as webp.
    const rows = await database.db
      .select({ width: imageVariants.width, contentType: imageVariants.contentType })
      .from(imageVariants)
      .where(eq(imageVariants.key, key));
    expect(rows.sort((a, b) => a.width - b.width)).toEqual([
      { width: 400, contentType: 'image/webp' },
      { width: 800, contentType: 'image/webp' },
      { width: 1200, contentType: 'image/webp' },
    ]);
  });

  it('accepts a PNG and never enlarges a small image', async () => {
    const png = await sharp({
      create: { width: 500, height: 500, channels: 4, background: '#fff' },
    })
      .png()
      .toBuffer();
    const key = await store.save(png);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(await variantBytes(key, width)).metadata();
      expect([meta.width, meta.height]).toEqual([400, 500]);
    }
  });

  it('gives every image its own unguessable key', async () => {
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const keys = await Promise.all([store.save(png), store.save(png), store.save(png)]);
    expect(new Set(keys).size).toBe(3);
  });

  it('turns the image by its EXIF orientation, then strips EXIF and GPS data', async () => {
    // Stored sideways (2000 × 1600, red on the left) with "rotate 90° clockwise to view".
    const jpeg = await (
      await halves(2000, 1600)
    )
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'TestCam', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif?.includes(GPS_LATITUDE_REF)).toBe(true);

    const key = await store.save(jpeg);
    const file = await variantBytes(key, 1200);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(file.includes(Buffer.from('TestCam'))).toBe(false);
    expect(file.includes(GPS_LATITUDE_REF)).toBe(false);

    // Turned clockwise: the red left half is now on top.
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 2]];
    };
    const [topRed = 0, topBlue = 0] = pixel(600, 100);
    const [bottomRed = 0, bottomBlue = 0] = pixel(600, 1400);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('refuses a text file named .png with the spec message', async () => {
    const text = Buffer.from('this is not an image, whatever its name says\n');
    const error = await refusal(store.save(text));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(IMAGE_TYPE_MESSAGE);
    expect(error.message).toBe('Please upload files with jpg, jpeg, png format.');
    expect(error.issues).toEqual([{ path: 'image', message: IMAGE_TYPE_MESSAGE }]);
  });

  it('refuses GIF, WebP and SVG even though sharp can read them', async () => {
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#123' } });
    const gif = await base.clone().gif().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"/>');
    for (const file of [gif, webp, svg]) {
      expect((await refusal(store.save(file))).message).toBe(IMAGE_TYPE_MESSAGE);
    }
  });

  it('refuses a corrupt or truncated JPEG and stores nothing', async () => {
    const before = await storedRows();
    const jpeg = await (await halves(600, 750)).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal(store.save(truncated))).message).toBe(IMAGE_TYPE_MESSAGE);
    const garbage = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)]);
    expect((await refusal(store.save(garbage))).message).toBe(IMAGE_TYPE_MESSAGE);
    expect(await storedRows()).toEqual(before);
  });

  it('refuses a file over 10 MB', async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    const error = await refusal(store.save(huge));
    expect(error.message).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(error.issues).toEqual([{ path: 'image', message: IMAGE_TOO_LARGE_MESSAGE }]);
  });

  it('refuses an image over 40 megapixels before decoding it', async () => {
    // 8000 × 5001 of one colour: a small file with too many pixels.
    const jpeg = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#777' },
    })
      .jpeg({ quality: 40 })
      .toBuffer();
    expect(jpeg.length).toBeLessThan(10 * 1024 * 1024);
    expect((await refusal(store.save(jpeg))).message).toBe(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  });

  it('removes every variant of a key, and ignores unknown or malformed keys', async () => {
    const png = await sharp({ create: { width: 80, height: 100, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const key = await store.save(png);
    const other = await store.save(png);
    // Read once, so the variant sits in this store's memory too.
    expect(await store.read(key, 800)).not.toBeNull();
    await store.remove(key);
    for (const width of IMAGE_WIDTHS) expect(await store.read(key, width)).toBeNull();
    expect((await storedRows()).filter((row) => row.startsWith(key))).toEqual([]);
    expect((await storedRows()).filter((row) => row.startsWith(other))).toHaveLength(3);
    await expect(store.remove(key)).resolves.toBeUndefined();
    await expect(store.remove('../../etc/passwd')).resolves.toBeUndefined();
  });
});

describe("each server's memory of hot variants", () => {
  async function saved(): Promise<string> {
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#4a6' } })
      .png()
      .toBuffer();
    return store.save(png);
  }
  const dropRows = (key: string) =>
    database.db.delete(imageVariants).where(eq(imageVariants.key, key));

  it('answers a variant it served lately without the database, and only within its budget', async () => {
    const cached = createImageStore({ db: database.db });
    const uncached = createImageStore({ db: database.db, cacheBytes: 0 });
    const key = await saved();
    const first = await cached.read(key, 400);
    expect(first).not.toBeNull();
    expect(await uncached.read(key, 400)).not.toBeNull();
    await dropRows(key);
    expect((await cached.read(key, 400))?.data.equals(first!.data)).toBe(true);
    expect(await uncached.read(key, 400)).toBeNull();
    // Never read before the rows went: not in memory either.
    expect(await cached.read(key, 800)).toBeNull();
  });

  it('lets the least recently used variant go when its budget is full', async () => {
    const keys = await Promise.all(Array.from({ length: 9 }, () => saved()));
    const size = (await store.read(keys[0]!, 400))!.data.length;
    // Nine variants of one size, a budget of eight of them.
    const lru = createImageStore({ db: database.db, cacheBytes: size * 8 });
    for (const key of keys.slice(0, 8)) expect(await lru.read(key, 400)).not.toBeNull();
    await lru.read(keys[0]!, 400); // the oldest is used again: now the second is the oldest
    await lru.read(keys[8]!, 400);
    await Promise.all(keys.map(dropRows));
    expect(await lru.read(keys[1]!, 400)).toBeNull();
    for (const key of [keys[0]!, ...keys.slice(2)]) expect(await lru.read(key, 400)).not.toBeNull();
  });
});

describe('GET /uploads/images/{file}', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    const jpeg = await (await halves(800, 1000)).jpeg().toBuffer();
    key = await t.services.images.save(jpeg);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a variant from the database as webp, cached for a year as immutable, with an ETag', async () => {
    const res = await t.get(imagePath(key, 400));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const meta = await sharp(res.raw.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 500]);
    const [row] = await t.db
      .select({ data: imageVariants.data })
      .from(imageVariants)
      .where(eq(imageVariants.key, key))
      .orderBy(imageVariants.width)
      .limit(1);
    expect(res.raw.rawPayload.equals(row!.data)).toBe(true);
    // Each width is its own variant, with its own tag.
    const large = await t.get(imagePath(key, 1200));
    expect(large.status).toBe(200);
    expect(large.headers.etag).not.toBe(res.headers.etag);
  });

  it('answers 304 without the bytes when the browser already has that ETag', async () => {
    const first = await t.get(imagePath(key, 800));
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.request('GET', imagePath(key, 800), {
        headers: { 'if-none-match': header },
      });
      expect(res.status, header).toBe(304);
      expect(res.raw.rawPayload.length, header).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const changed = await t.request('GET', imagePath(key, 800), {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(changed.status).toBe(200);
    expect(changed.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
  });

  it('keeps the images in the database, not in DATA_DIR: another store on it serves them', async () => {
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    const elsewhere = createImageStore({ db: t.db, cacheBytes: 0 });
    const served = await t.get(imagePath(key, 1200));
    expect((await elsewhere.read(key, 1200))?.data.equals(served.raw.rawPayload)).toBe(true);
  });

  it('answers a JSON 404 for a missing or removed image', async () => {
    const res = await t.get(`/uploads/images/${'0'.repeat(32)}-400.webp`);
    expectError(res, 404, 'NOT_FOUND', 'No image found.');
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#321' } })
      .png()
      .toBuffer();
    const gone = await t.services.images.save(png);
    expect((await t.get(imagePath(gone, 400))).status).toBe(200);
    await t.services.images.remove(gone);
    expectError(await t.get(imagePath(gone, 400)), 404, 'NOT_FOUND', 'No image found.');
  });

  it('serves nothing but variants, and asks the database only for a well-formed name', async () => {
    const read = vi.spyOn(t.services.images, 'read');
    try {
      for (const url of [
        '/uploads/images/',
        '/uploads/images/notes.txt',
        `/uploads/images/.${key}-400.abcd.tmp`,
        `/uploads/images/${key}-300.webp`,
        `/uploads/images/${key.toUpperCase()}-400.webp`,
        `/uploads/images/${key}-400.webp.png`,
        `/uploads/images/${key}${key}-400.webp`,
        `/uploads/images/${key}-400.webp/..%2F..%2F..%2Fjwt-secret`,
        '/uploads/images/..%2F..%2Fjwt-secret',
        '/uploads/images/%2e%2e/%2e%2e/jwt-secret',
        `/uploads/images/${'a'.repeat(5000)}`,
      ]) {
        const res = await t.get(url);
        expect(res.status, url).toBe(404);
        expect(res.body, url).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});
