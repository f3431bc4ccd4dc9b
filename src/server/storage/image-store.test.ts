import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { IMAGE_WIDTHS, imagePath } from '#shared/product/images';

import { AppError } from '../kernel/app-error';
import { expectError } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  createImageStore,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type ImageStore,
} from './image-store';

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

let dir: string;
let store: ImageStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-images-'));
  store = createImageStore({ dir: path.join(dir, 'uploads', 'images') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

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
        const meta = await sharp(await readFile(store.fileOf(key, width))).metadata();
        return [meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 400, 500],
      ['webp', 800, 1000],
      ['webp', 1200, 1500],
    ]);
    // Only the three variants are written: no temporary file is left behind.
    const files = (await readdir(store.dir)).filter((file) => file.includes(key));
    expect(files.sort()).toEqual([`${key}-1200.webp`, `${key}-400.webp`, `${key}-800.webp`]);
  });

  it('accepts a PNG and never enlarges a small image', async () => {
    const png = await sharp({
      create: { width: 500, height: 500, channels: 4, background: '#fff' },
    })
      .png()
      .toBuffer();
    const key = await store.save(png);
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(store.fileOf(key, width)).metadata();
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
    const file = await readFile(store.fileOf(key, 1200));
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

  it('refuses a corrupt or truncated JPEG and leaves no file behind', async () => {
    const before = await readdir(store.dir);
    const jpeg = await (await halves(600, 750)).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal(store.save(truncated))).message).toBe(IMAGE_TYPE_MESSAGE);
    const garbage = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)]);
    expect((await refusal(store.save(garbage))).message).toBe(IMAGE_TYPE_MESSAGE);
    expect(await readdir(store.dir)).toEqual(before);
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
    await store.remove(key);
    for (const width of IMAGE_WIDTHS) expect(existsSync(store.fileOf(key, width))).toBe(false);
    await expect(store.remove(key)).resolves.toBeUndefined();
    await expect(store.remove('../../etc/passwd')).resolves.toBeUndefined();
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

  it('serves a variant as webp, cached for a year as immutable', async () => {
    const res = await t.get(imagePath(key, 400));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.raw.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 500]);
  });

  it('keeps the images in <DATA_DIR>/uploads/images', () => {
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'images', `${key}-800.webp`))).toBe(
      true,
    );
  });

  it('answers a JSON 404 for a missing image', async () => {
    const res = await t.get(`/uploads/images/${'0'.repeat(32)}-400.webp`);
    expectError(res, 404, 'NOT_FOUND', 'No image found.');
  });

  it('serves nothing but variants: no listing, other files, temp files or paths outside', async () => {
    await writeFile(path.join(t.services.images.dir, 'notes.txt'), 'private');
    await writeFile(path.join(t.services.images.dir, `.${key}-400.abcd.tmp`), 'half');
    for (const url of [
      '/uploads/images/',
      '/uploads/images/notes.txt',
      `/uploads/images/.${key}-400.abcd.tmp`,
      `/uploads/images/${key}-300.webp`,
      `/uploads/images/${key}-400.webp/..%2F..%2F..%2Fjwt-secret`,
      '/uploads/images/..%2F..%2Fjwt-secret',
      '/uploads/images/%2e%2e/%2e%2e/jwt-secret',
    ]) {
      const res = await t.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
