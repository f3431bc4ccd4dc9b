// The benchmarks measure the built store: build it when dist/ is missing or older than the
// sources (the same rule as `npm start`, scripts/start.mjs).
import { buildState as stateOf } from '../../scripts/build-state.mjs';
import { ROOT } from './paths.mjs';
import { baseEnv, runToEnd } from './processes.mjs';

/** 'missing', 'stale' or 'fresh'. */
export function buildState() {
  return stateOf(ROOT);
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
