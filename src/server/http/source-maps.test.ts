import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';

// The build publishes no source maps (scripts/web-build.test.ts); a .map put into the web
// directory by hand, or left by an older build, is not served either.

let t: TestApp;
let webDir: string;
const MAP = '{"version":3,"sources":["../../src/web/secret.ts"],"mappings":"AAAA"}';

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'store-web-maps-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Eko Thread</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-abc.js'), 'console.log(1);');
  await writeFile(path.join(webDir, 'assets', 'index-abc.js.map'), MAP);
  await writeFile(path.join(webDir, 'assets', 'index-abc.css.MAP'), MAP);
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('source maps', () => {
  it('serves the script but not its map, nor a page in its place', async () => {
    expect((await t.get('/assets/index-abc.js')).status).toBe(200);
    for (const url of ['/assets/index-abc.js.map', '/assets/index-abc.css.MAP', '/x.js.map']) {
      const res = await t.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.raw.body, url).not.toContain('mappings');
      expect(res.body, url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
