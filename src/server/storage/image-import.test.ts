import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { imagePath } from '#shared/product/images';

import { prepareDatabase } from '../bootstrap';
import type { Database } from '../db/client';
import { startChatServer } from '../test/chat-helpers';
import { testConfig } from '../test/test-config';
import { createTestDatabase } from '../test/test-db';
import { importImageFiles, IMPORTED_MARKER } from './image-import';
import { createImageStore, imageDirOf } from './image-store';
import { imageVariants } from './image-variant.table';

const KEY_A = 'a'.repeat(32);
const KEY_B = 'b'.repeat(32);

async function webp(width: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height: (width * 5) / 4, channels: 3, background: colour } })
    .webp()
    .toBuffer();
}

let database: Database;
let dataDir: string;
let dir: string;
beforeEach(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'store-import-'));
  dir = imageDirOf(dataDir);
  await mkdir(dir, { recursive: true });
});
afterEach(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Pictures as an older version left them: three variants of A, one of B, and other files. */
async function olderVersionFiles() {
  const files = {
    [`${KEY_A}-400.webp`]: await webp(400, '#aa0000'),
    [`${KEY_A}-800.webp`]: await webp(800, '#00aa00'),
    [`${KEY_A}-1200.webp`]: await webp(1200, '#0000aa'),
    [`${KEY_B}-400.webp`]: await webp(400, '#777777'),
  };
  for (const [name, data] of Object.entries(files)) await writeFile(path.join(dir, name), data);
  await writeFile(path.join(dir, 'notes.txt'), 'private');
  await writeFile(path.join(dir, `.${KEY_B}-800.abcd.tmp`), 'half written');
  // Named like a variant, but not a picture: never imported.
  await writeFile(path.join(dir, `${KEY_B}-1200.webp`), 'not an image');
  return files;
}

async function storedNames(): Promise<string[]> {
  const rows = await database.db
    .select({ key: imageVariants.key, width: imageVariants.width })
    .from(imageVariants);
  return rows.map((row) => `${row.key}-${row.width}`).sort();
}

describe('importing the pictures an older version kept on disk', () => {
  it('inserts every variant file into the database, byte for byte, and nothing else', async () => {
    const files = await olderVersionFiles();
    const result = await importImageFiles(database.db, dataDir);
    expect(result).toEqual({ imported: 4, found: 5 });
    expect(await storedNames()).toEqual(
      [`${KEY_A}-1200`, `${KEY_A}-400`, `${KEY_A}-800`, `${KEY_B}-400`].sort(),
    );
    const store = createImageStore({ db: database.db });
    for (const [name, data] of Object.entries(files)) {
      const [key = '', width] = name.replace('.webp', '').split('-');
      const variant = await store.read(key, Number(width) as 400);
      expect(variant?.data.equals(data), name).toBe(true);
      expect(variant?.contentType).toBe('image/webp');
    }
    // The files are left alone; a marker says the folder is done with.
    expect(existsSync(path.join(dir, `${KEY_A}-400.webp`))).toBe(true);
    expect(await readFile(path.join(dir, IMPORTED_MARKER), 'utf8')).toContain('4 of 5');
  });

  it('keeps what the database has already, and imports only once: a deleted picture stays deleted', async () => {
    await olderVersionFiles();
    const store = createImageStore({ db: database.db, cacheBytes: 0 });
    const newer = await webp(400, '#123456');
    await database.db
      .insert(imageVariants)
      .values({ key: KEY_A, width: 400, data: newer, contentType: 'image/webp' });
    expect(await importImageFiles(database.db, dataDir)).toEqual({ imported: 3, found: 5 });
    expect((await store.read(KEY_A, 400))?.data.equals(newer)).toBe(true);

    await store.remove(KEY_A);
    expect(await importImageFiles(database.db, dataDir)).toEqual({ imported: 0, found: 0 });
    expect(await storedNames()).toEqual([`${KEY_B}-400`]);
  });

  it('does nothing where there is no such folder', async () => {
    await rm(dir, { recursive: true });
    expect(await importImageFiles(database.db, dataDir)).toEqual({ imported: 0, found: 0 });
    expect(existsSync(dir)).toBe(false);
  });

  it('runs at start, says so once, and the server then serves those pictures', async () => {
    const files = await olderVersionFiles();
    const config = testConfig({ dataDir, seedDemo: false });
    const first = await prepareDatabase(config, database);
    expect(first.seedLines).toEqual([
      `Moved 4 image files from ${dir} into the database; the folder is no longer read and may be deleted.`,
    ]);
    expect((await prepareDatabase(config, database)).seedLines).toEqual([]);

    // A server with its own, empty DATA_DIR (another machine) serves them from the database.
    const server = await startChatServer(database);
    try {
      const res = await fetch(`${server.url}${imagePath(KEY_A, 800)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await res.arrayBuffer()).equals(files[`${KEY_A}-800.webp`]!)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
