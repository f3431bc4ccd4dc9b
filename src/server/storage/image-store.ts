import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';

import sharp, { type Metadata } from 'sharp';

import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageWidth } from '#shared/product/images';

import type { Db } from '../db/client';
import { AppError } from '../kernel/app-error';
import { deleteVariantsOfKey, findVariant, insertVariants } from './image-variant.repository';

/** The spec's upload message, for any file that is not a real JPEG or PNG. */
export const IMAGE_TYPE_MESSAGE = 'Please upload files with jpg, jpeg, png format.';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image of at most 10 MB.';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'Please upload an image of at most 40 megapixels (for example 5000 × 8000).';

/** Keys are 32 lower-case hex characters (16 random bytes): unguessable and never reused. */
const KEY = /^[0-9a-f]{32}$/;
/** The only names served under /uploads/images/ (and imported from disk): `<key>-<width>.webp`. */
export const VARIANT_FILE = /^[0-9a-f]{32}-(400|800|1200)\.webp$/;
/** `<32 hex>-1200.webp` is the longest name; anything longer is refused before the pattern. */
const VARIANT_NAME_MAX = 32 + '-1200.webp'.length;

/** The key and width of a variant's name, or null for any other name. */
export function parseVariantName(name: string): { key: string; width: ImageWidth } | null {
  if (name.length > VARIANT_NAME_MAX || !VARIANT_FILE.test(name)) return null;
  const width = Number(name.slice(33, name.indexOf('.'))) as ImageWidth;
  return { key: name.slice(0, 32), width };
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

export function isImageKey(value: string): boolean {
  return KEY.test(value);
}

/**
 * Where an older version kept the image variants, `<DATA_DIR>/uploads/images`: they are read from
 * there once, into the database (image-import.ts).
 */
export function imageDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'images');
}

/** The content type of every variant. */
export const VARIANT_CONTENT_TYPE = 'image/webp';

/** Hot variants kept in memory by each server (a variant never changes once stored). */
const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * How long a server serves a variant from its memory: a picture removed through another server
 * is gone from this one within this time (browsers keep it longer anyway: it is immutable).
 */
const CACHE_TTL_MS = 10 * 60 * 1000;

export interface ImageStoreOptions {
  db: Db;
  maxBytes?: number;
  maxPixels?: number;
  /** webp effort, 0 (fastest) to 6; the seed uses a low one to start quickly. */
  effort?: number;
  quality?: number;
  /** Bytes of variants kept in memory (least recently used go first); 0 keeps none. */
  cacheBytes?: number;
}

export interface StoredVariant {
  data: Buffer;
  contentType: string;
  /** A strong ETag: a hash of the bytes, quoted. */
  etag: string;
}

export interface ImageStore {
  /** Checks, cleans and stores an uploaded JPEG or PNG; answers its new key. */
  save(buffer: Buffer): Promise<string>;
  /** Deletes every variant of a key; a missing or malformed key is not an error. */
  remove(key: string): Promise<void>;
  /** One variant, or null when there is none (check the key and width before calling). */
  read(key: string, width: ImageWidth): Promise<StoredVariant | null>;
}

/** The largest 4:5 portrait inside an image of the given size. */
function portraitCrop(width: number, height: number): { width: number; height: number } {
  const ratio = IMAGE_ASPECT.width / IMAGE_ASPECT.height;
  if (width / height > ratio) return { width: Math.round(height * ratio), height };
  return { width, height: Math.round(width / ratio) };
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const { db } = options;
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const effort = options.effort ?? 4;
  const quality = options.quality ?? 80;
  const cache = createVariantCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES, CACHE_TTL_MS);

  async function readImage(buffer: Buffer) {
    if (buffer.length > maxBytes) throw AppError.validation(IMAGE_TOO_LARGE_MESSAGE, 'image');
    let metadata: Metadata;
    try {
      metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
    } catch (error) {
      throw new AppError('VALIDATION_FAILED', IMAGE_TYPE_MESSAGE, {
        issues: [{ path: 'image', message: IMAGE_TYPE_MESSAGE }],
        reason: error instanceof Error ? error.message : String(error),
      });
    }
    if (!ACCEPTED_FORMATS.has(metadata.format)) {
      throw AppError.validation(IMAGE_TYPE_MESSAGE, 'image');
    }
    const { width, height } = metadata.autoOrient;
    if (!width || !height) throw AppError.validation(IMAGE_TYPE_MESSAGE, 'image');
    if (width * height > maxPixels) {
      throw AppError.validation(IMAGE_TOO_MANY_PIXELS_MESSAGE, 'image');
    }
    return { width, height };
  }

  async function encodeVariant(largest: RawImage, width: ImageWidth): Promise<Buffer> {
    const target = Math.min(width, largest.info.width);
    return sharp(largest.data, { raw: largest.info })
      .resize(target, heightFor(target), { fit: 'cover' })
      .webp({ quality, effort })
      .toBuffer();
  }

  /**
   * Decodes once: turned upright by its EXIF orientation, cut to 4:5 and brought down to the
   * largest variant, as plain 8-bit pixels. Nothing of the file's metadata (EXIF, GPS, XMP,
   * ICC) survives: sharp writes none unless asked to.
   */
  async function largestVariant(buffer: Buffer, size: Size): Promise<RawImage> {
    const box = portraitCrop(size.width, size.height);
    const width = Math.min(Math.max(...IMAGE_WIDTHS), box.width);
    const { data, info } = await sharp(buffer, { limitInputPixels: maxPixels, failOn: 'error' })
      .autoOrient()
      .resize(width, heightFor(width), { fit: 'cover', position: 'centre' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  }

  return {
    async save(buffer) {
      const size = await readImage(buffer);
      let variants: { width: ImageWidth; data: Buffer }[];
      try {
        const largest = await largestVariant(buffer, size);
        variants = await Promise.all(
          IMAGE_WIDTHS.map(async (width) => ({ width, data: await encodeVariant(largest, width) })),
        );
      } catch (error) {
        // Anything sharp refuses while decoding is the file's fault.
        throw new AppError('VALIDATION_FAILED', IMAGE_TYPE_MESSAGE, {
          issues: [{ path: 'image', message: IMAGE_TYPE_MESSAGE }],
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      const key = randomBytes(16).toString('hex');
      // All three widths in one statement: a variant is never served without its siblings.
      await insertVariants(
        db,
        variants.map(({ width, data }) => ({
          key,
          width,
          data,
          contentType: VARIANT_CONTENT_TYPE,
        })),
      );
      return key;
    },

    async remove(key) {
      if (!isImageKey(key)) return;
      await deleteVariantsOfKey(db, key);
      for (const width of IMAGE_WIDTHS) cache.delete(`${key}-${width}`);
    },

    async read(key, width) {
      if (!isImageKey(key) || !IMAGE_WIDTHS.includes(width)) return null;
      const name = `${key}-${width}`;
      const cached = cache.get(name);
      if (cached) return cached;
      const row = await findVariant(db, key, width);
      if (!row) return null;
      const variant = { data: row.data, contentType: row.contentType, etag: etagOf(row.data) };
      cache.set(name, variant);
      return variant;
    },
  };
}

export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
}

/**
 * A least-recently-used map of variants, bounded by their bytes (a Map keeps insertion order:
 * reading an entry moves it to the end, the oldest is first), each kept at most `ttlMs`.
 * Variants over an eighth of the budget are not kept.
 */
function createVariantCache(maxBytes: number, ttlMs: number) {
  const entries = new Map<string, { variant: StoredVariant; until: number }>();
  let bytes = 0;
  function drop(name: string): void {
    const entry = entries.get(name);
    if (!entry) return;
    entries.delete(name);
    bytes -= entry.variant.data.length;
  }
  return {
    get(name: string): StoredVariant | undefined {
      const entry = entries.get(name);
      if (!entry) return undefined;
      drop(name);
      if (entry.until <= Date.now()) return undefined;
      entries.set(name, entry);
      bytes += entry.variant.data.length;
      return entry.variant;
    },
    set(name: string, variant: StoredVariant): void {
      if (variant.data.length > maxBytes / 8) return;
      drop(name);
      entries.set(name, { variant, until: Date.now() + ttlMs });
      bytes += variant.data.length;
      for (const [oldest] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
  };
}

interface Size {
  width: number;
  height: number;
}

interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

function heightFor(width: number): number {
  return Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
}
