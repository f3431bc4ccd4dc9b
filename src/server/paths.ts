import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The package root, seen from src/server (tsx) or from the bundle in dist/server. */
export const PACKAGE_ROOT =
  [path.resolve(here, '../..'), path.resolve(here, '..', '..')].find((dir) =>
    existsSync(path.join(dir, 'package.json')),
  ) ?? process.cwd();

export const WEB_DIST_DIR = path.join(PACKAGE_ROOT, 'dist', 'web');
