import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { RendererModule } from '../http/page-renderer';

/** The smallest page the build could write: the head the server fills in, an empty #root. */
export const PAGE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Eko Thread</title>
    <meta name="description" content="x" />
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * What the server needs to draw storefront pages as in production: a web folder holding the page
 * template, and the real renderer imported from its sources, as the build bundles them (a path
 * TypeScript's server project does not follow: the web sources are the web project's).
 */
export async function pageWeb(): Promise<{
  webDir: string;
  renderer: RendererModule;
  remove(): Promise<void>;
}> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'store-web-'));
  await writeFile(path.join(webDir, 'index.html'), PAGE_TEMPLATE);
  const entry = pathToFileURL(path.resolve('src/web/entry-server.tsx')).href;
  const renderer = (await import(/* @vite-ignore */ entry)) as RendererModule;
  return { webDir, renderer, remove: () => rm(webDir, { recursive: true, force: true }) };
}
