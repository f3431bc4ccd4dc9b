import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: two levels up from src/server (tsx) and from dist/server (the bundle). */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const WEB_DIST_DIR = path.join(PACKAGE_ROOT, 'dist', 'web');

/** The server's page renderer, built from src/web/entry-server.tsx (`vite build --ssr`). */
export const RENDER_ENTRY = path.join(PACKAGE_ROOT, 'dist', 'render', 'entry-server.js');
