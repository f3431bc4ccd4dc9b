// The benchmarks measure the built store: build it when dist/ is missing or older than the
// sources (the same rule as `npm start`, scripts/start.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { ROOT } from './paths.mjs';
import { baseEnv, runToEnd } from './processes.mjs';

const SOURCES = [
  'src',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];

function newest(target) {
  const full = path.join(ROOT, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** 'missing', 'stale' or 'fresh'. */
export function buildState() {
  const outputs = OUTPUTS.map((file) => path.join(ROOT, file));
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newest(source) > built) ? 'stale' : 'fresh';
}

export async function ensureBuilt({ build }) {
  const state = buildState();
  if (state === 'fresh') return state;
  if (state === 'stale' && !build) {
    console.warn('Note: dist/ is older than the sources (--no-build): measuring the old build.');
    return state;
  }
  console.log(`dist/ is ${state}: npm run build...`);
  await runToEnd('npm run build', 'npm', ['run', 'build'], {
    env: baseEnv({ NODE_ENV: 'production' }),
    cwd: ROOT,
  });
  return 'built';
}
