import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * What the browser build publishes (dist/web, served to every visitor) holds no source maps: no
 * .map file and no sourceMappingURL comment pointing at one. The build here is the real one
 * (`vite build`, as `npm run build:web` runs it), written to a directory of its own.
 */

let outDir: string;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'store-web-build-'));
  await promisify(execFile)(
    path.resolve('node_modules/.bin/vite'),
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}, 180_000);
afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the browser build', () => {
  it('is built (the check below looks at real files)', async () => {
    const files = await filesBelow(outDir);
    expect(files).toContain('index.html');
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  });

  it('publishes no source map and no sourceMappingURL', async () => {
    const files = await filesBelow(outDir);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing: string[] = [];
    for (const file of files.filter((name) => /\.(js|mjs|css|html)$/.test(name))) {
      const text = await readFile(path.join(outDir, file), 'utf8');
      if (/[#@]\s*sourceMappingURL=/.test(text)) pointing.push(file);
    }
    expect(pointing).toEqual([]);
  });
});
