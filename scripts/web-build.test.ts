import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * What the browser build publishes (dist/web, served to every visitor) holds no source maps: no
 * .map file and no sourceMappingURL comment pointing at one. The build here is the real one
 * (`vite build`, as `npm run build:web` runs it), written to a directory of its own.
 */

let outDir: string;

/** The first-load budget, 120 KB gzip, with KB as the web benchmark counts it (1,000 bytes). */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1000;

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
    // As published: Vitest's NODE_ENV=test would otherwise build React's development files.
    { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } },
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

  /**
   * The chunks a page runs before any route's own code: boot.js's list (the libraries) and the
   * entry, with everything they import statically. Lazy chunks (`import()`) are not followed.
   */
  async function firstLoadChunks(routeChunks: string[] = []): Promise<Map<string, string>> {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const boot = /data-first="([^"]*)" data-entry="([^"]*)"/.exec(html);
    expect(boot, 'index.html hands boot.js its chunks').not.toBeNull();
    const queue = [...boot![1]!.split(' '), boot![2]!, ...routeChunks].map((src) =>
      path.basename(src),
    );
    const chunks = new Map<string, string>();
    for (let name = queue.shift(); name; name = queue.shift()) {
      if (chunks.has(name)) continue;
      const code = await readFile(path.join(outDir, 'assets', name), 'utf8');
      chunks.set(name, code);
      for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) {
        queue.push(match[1]!);
      }
    }
    return chunks;
  }

  it("keeps zod out of a shopper's first load, and that load within its 120 KB gzip budget", async () => {
    const chunks = await firstLoadChunks();
    expect([...chunks.keys()].some((name) => name.startsWith('vendor-'))).toBe(true);
    const withZod = [...chunks].filter(([, code]) => code.includes('ZodError'));
    expect(withZod.map(([name]) => name)).toEqual([]);
    const gzipped = [...chunks.values()].reduce((sum, code) => sum + gzipSync(code).length, 0);
    expect(gzipped).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  });

  // The storefront's pages as a phone first loads them: boot.js, the shared first load, and the
  // page's own chunk with what it imports statically (Lighthouse's figure in the README counts
  // the same files). Each must stay within the 120 KB gzip budget.
  it.each(['home-page', 'shop-page', 'product-page'])(
    "keeps the %s's first load within its 120 KB gzip budget",
    async (page) => {
      const assets = await readdir(path.join(outDir, 'assets'));
      const chunk = assets.find((name) => name.startsWith(`${page}-`) && name.endsWith('.js'));
      expect(chunk, `the ${page} chunk`).toBeDefined();
      const chunks = await firstLoadChunks([chunk!]);
      const boot = await readFile(path.join(outDir, 'boot.js'), 'utf8');
      const gzipped = [boot, ...chunks.values()].reduce(
        (sum, code) => sum + gzipSync(code).length,
        0,
      );
      expect(gzipped).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    },
  );

  it("keeps the dashboard's chart library (uPlot) and its styles out of the first load", async () => {
    const chunks = await firstLoadChunks();
    // uPlot's own source names its root class `uplot`; its stylesheet holds `.u-wrap`.
    const withChart = [...chunks].filter(([, code]) => /u-wrap|"uplot"/.test(code));
    expect(withChart.map(([name]) => name)).toEqual([]);
    const files = await filesBelow(outDir);
    const styles = files.filter((file) => file.endsWith('.css'));
    expect(styles.length).toBeGreaterThan(0);
    for (const file of styles) {
      expect(await readFile(path.join(outDir, file), 'utf8')).not.toContain('.u-wrap');
    }
    // It is there, for the overview screen: a chunk of its own.
    expect(files.some((file) => /uPlot\.esm-.*\.js$/.test(file))).toBe(true);
  });
});
