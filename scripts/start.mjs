// npm start: builds what is missing or out of date, then runs the server in this process.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { buildState } from './build-state.mjs';
import { runQuietly } from './quiet-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The build's own output (some 250 lines) goes here, not to the screen. */
export const BUILD_LOG = path.join(root, 'dist', 'build.log');

const state = buildState(root);
if (state !== 'fresh') {
  console.log(
    state === 'missing'
      ? 'Building the store (first start; a minute or two)...'
      : 'Building the store again (its sources changed)...',
  );
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const built = await runQuietly({
    title: 'Build',
    logFile: BUILD_LOG,
    cwd: root,
    steps: [
      { label: 'storefront and pages', command: npm, args: ['run', 'build:web'] },
      { label: 'server', command: npm, args: ['run', 'build:server'] },
    ],
  });
  if (!built) process.exit(1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
