// Whether dist/ holds a build of the current sources: used by `npm start` and the benchmarks.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a build reads, and what it writes last. */
const SOURCES = [
  'src',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];
const OUTPUTS = ['dist/web/index.html', 'dist/render/entry-server.js', 'dist/server/main.js'];

/** The newest change time below `target` (tests and node_modules do not count). */
function newest(root, target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
    latest = Math.max(latest, newest(root, path.join(target, entry)));
  }
  return latest;
}

/** 'missing', 'stale' (a source changed after the build) or 'fresh'. */
export function buildState(root) {
  const outputs = OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newest(root, source) > built) ? 'stale' : 'fresh';
}
