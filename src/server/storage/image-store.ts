import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

import sharp, { type Metadata } from 'sharp';

import { IMAGE_ASPECT, IMAGE_WIDTHS, type ImageWidth } from '#shared/product/images';

import { AppError } from '../kernel/app-error';

/** The spec's upload message, for any file that is not a real JPEG or PNG. */
export const IMAGE_TYPE_MESSAGE = 'Please upload files with jpg, jpeg, png format.';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = 'Please upload an image of at most 10 MB.';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'Please upload an image of at most 40 megapixels (for example 5000 × 8000).';

/** Keys are 32 lower-case hex characters (16 random bytes): unguessable and never reused. */
const KEY = /^[0-9a-f]{32}$/;
/** The only file names the uploads folder serves: `<key>-<width>.webp`. */
export const VARIANT_FILE = /^[0-9a-f]{32}-(400|800|1200)\.webp$/;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

export function isImageKey(value: string): boolean {
  return KEY.test(value);
}

/** Where the image variants live: `<DATA_DIR>/uploads/images`. */
export function imageDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'images');
}

export interface ImageStoreOptions {
  dir: string;
  maxBytes?: number;
  maxPixels?: number;
  /** webp effort, 0 (fastest) to 6; the seed uses a low one to start quickly. */
  effort?: number;
  quality?: number;
}

export interface ImageStore {
  readonly dir: string;
  /** Checks, cleans and stores an uploaded JPEG or PNG; answers its new key. */
  save(buffer: Buffer): Promise<string>;
  /** Deletes every variant of a key; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** The file of one variant on disk. */
  fileOf(key: string, width: ImageWidth): string;
}

/** The largest 4:5 portrait inside an image of the given size. */
function portraitCrop(width: number, height: number): { width: number; height: number } {
  const ratio = IMAGE_ASPECT.width / IMAGE_ASPECT.height;
  if (width / height > ratio) return { width: Math.round(height * ratio), height };
  return { width, height: Math.round(width / ratio) };
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const dir = path.resolve(options.dir);
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  const maxPixels = options.maxPixels ?? IMAGE_MAX_PIXELS;
  const effort = options.effort ?? 4;
  const quality = options.quality ?? 80;
  let ready: Promise<unknown> | undefined;

  const fileOf = (key: string, width: ImageWidth) => path.join(dir, `${key}-${width}.webp`);

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

  /** Writes to a temporary name first, so a half-written variant is never served. */
  async function writeVariant(largest: RawImage, key: string, width: ImageWidth) {
    const target = Math.min(width, largest.info.width);
    const temp = path.join(dir, `.${key}-${width}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await sharp(largest.data, { raw: largest.info })
        .resize(target, heightFor(target), { fit: 'cover' })
        .webp({ quality, effort })
        .toFile(temp);
      await rename(temp, fileOf(key, width));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
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
    dir,
    fileOf,

    async save(buffer) {
      const size = await readImage(buffer);
      ready ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const key = randomBytes(16).toString('hex');
      try {
        const largest = await largestVariant(buffer, size);
        await Promise.all(IMAGE_WIDTHS.map((width) => writeVariant(largest, key, width)));
      } catch (error) {
        await removeVariants(key);
        // A file-system error (disk full, permissions) is ours; anything sharp refuses is the file's.
        if (isErrno(error)) throw error;
        throw new AppError('VALIDATION_FAILED', IMAGE_TYPE_MESSAGE, {
          issues: [{ path: 'image', message: IMAGE_TYPE_MESSAGE }],
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      return key;
    },

    async remove(key) {
      if (!isImageKey(key)) return;
      await removeVariants(key);
    },
  };

  async function removeVariants(key: string) {
    await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        unlink(fileOf(key, width)).catch((error: unknown) => {
          if (!(isErrno(error) && error.code === 'ENOENT')) throw error;
        }),
      ),
    );
  }
}

function isErrno(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
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

/** Creates the uploads folder if it is missing (at start, before it is served). */
export function ensureImageDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}
